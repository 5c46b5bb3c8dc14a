import fs from 'node:fs';
import path from 'node:path';
import { REPORT_SOURCES, type StoreColumnMapping } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { createRandom, type Random } from '../../lib/random.ts';
import { ingestAnalyticsFile } from '../analytics/index.ts';
import {
  findUnmatched,
  type IngestSource,
  ingestFile,
  type PeriodNotifier,
  publishPeriod,
  resolveUnmatched,
  saveRate,
  saveStoreMapping,
} from '../engine/index.ts';
import { getDistributorCompanyId } from '../engine/runs.repository.ts';
import { allocateByShares } from '../money.ts';
import { JOOX_LIKE_MAPPING, SPOTIFY_LIKE_MAPPING } from '../store/index.ts';
import { ANALYTICS_MONTHS, analyticsFiles, analyticsMonths, DEMO_ANALYTICS_END } from './analytics.ts';
import { type DemoItem, loadDemoCatalogue, registerDemoCatalogue } from './catalogue.ts';
import {
  DSR_MODELS,
  type DsrMeta,
  type DsrResourceRow,
  dsrFileName,
  dsrLines,
  type StoreReportRow,
  storeReportLines,
  writeChunks,
  type YoutubeReportRow,
  youtubeReportLines,
} from './writers.ts';

/** What `irama demo-reports` makes: how many months up to which one, where, and whether to ingest. */
/** The owners' report notices, as the demo leaves and reads them. */
export type DemoNotices = PeriodNotifier & {
  /** Marks the report notices left since `since` (an ISO time) as read. */
  markReadSince(db: Db, since: string): Promise<void>;
};

export interface DemoReportsOptions {
  dir: string;
  notices: DemoNotices;
  months?: number;
  /** The last month; earlier months are counted back from it. */
  endPeriod?: string;
  /** The last day of the daily analytics feeds (DEMO_ANALYTICS_END): they run past the last monthly report. */
  analyticsEnd?: string;
  /** Rows of each store file (for benchmarks); by default one row per title and country. */
  rows?: number;
  writeOnly?: boolean;
  log?: (message: string) => void;
}

/** The files written and what became of them. */
export interface DemoReportsResult {
  files: string[];
  /** New runs: files ingested before are not counted again. */
  runs: number;
  analyticsRuns: number;
  publishedPeriods: string[];
  openPeriod: string | null;
}

/** The month the demo data ends with: the last full month before the demo's "today". */
export const DEMO_END_PERIOD = '2026-10';
const SEED = 20_261_001;
/** Titles per company cut into Shorts: only the hits are. */
const SHORTS_TITLES = 3;
/** What Shorts pay in a month, as a percentage of the ad-supported report. */
const SHORTS_PERCENT = 8n;
/** How many months back from the last the YouTube adjustment-only reports arrive for. */
const ADJUSTED_MONTHS_BACK = [5, 2];
/** Streams a title of weight 1 gets on the Spotify-like store in the first month. */
const SPOTIFY_MONTHLY = 90_000;
const STORES: { mapping: StoreColumnMapping; scale: number; monthly: number; countries: [string, number][] }[] = [
  {
    mapping: SPOTIFY_LIKE_MAPPING,
    scale: 8,
    monthly: SPOTIFY_MONTHLY,
    countries: [
      ['ID', 0.8],
      ['MY', 0.1],
      ['SG', 0.05],
      ['US', 0.05],
    ],
  },
  {
    mapping: JOOX_LIKE_MAPPING,
    scale: 2,
    monthly: 25_000,
    countries: [
      ['ID', 0.9],
      ['MY', 0.1],
    ],
  },
];
/** Per-stream pay at the store's scale: USD × 10^8 for the Spotify-like store, IDR × 100 for the JOOX-like one. */
const STREAM_RATES: Record<string, Record<string, bigint>> = {
  spotify: { ID: 62_000n, MY: 210_000n, SG: 340_000n, US: 390_000n },
  joox: { ID: 485n, MY: 1_320n },
};
const YOUTUBE_COUNTRIES = ['MY', 'SG', 'US', 'SA', 'TW'] as const;
/** Partner revenue per view in USD micros (RPM ÷ 1000). */
const YOUTUBE_RPM: Record<string, bigint> = { ID: 600n, MY: 1_100n, SG: 2_600n, US: 3_400n, SA: 1_500n, TW: 1_800n };
/** What ad-supported views in a country pay, in USD micros. */
const adsMicros = (country: string, views: number) => BigInt(views) * (YOUTUBE_RPM[country] ?? 1_000n);
const USD_RATES = [15_870, 15_940, 16_020, 16_110, 16_250, 16_320, 16_280, 16_190, 16_240, 16_310, 16_390, 16_420];
/** Titles nobody in the catalogue owns: every file gets a few of their rows, for the unmatched queue. */
const UNKNOWN: DemoItem[] = ['Lagu Tanpa Pemilik', 'Cover Akustik (Live)'].map((title, i) => ({
  companyId: 0,
  owner: '',
  position: 0,
  releaseDate: null,
  title,
  artist: 'Penyanyi Tak Dikenal',
  isrc: `IDZ0126${String(90_001 + i)}`,
  upc: null,
  assetId: `A99999999999990${i}`,
  customId: `UNK-${i}`,
  channelId: `UCzzzzzzzzzzzzzzzzzzzz${i}`.slice(0, 24),
  youtube: true,
  dsp: true,
  weight: 0.05,
  project: null,
  coOwners: [],
}));

/** One month being written: its period, its place in the run, its days and its own random source. */
interface Month {
  period: string;
  index: number;
  days: string[];
  /** Audience growth plus a Lebaran peak, so charts have a shape. */
  growth: number;
  random: Random;
}

/** The `count` periods ending with `end`, oldest first. */
export function demoPeriods(end: string, count: number): string[] {
  const [year = 0, month = 0] = end.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}

function monthOf(period: string, index: number): Month {
  const [year = 0, month = 0] = period.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days = Array.from({ length: last }, (_, d) => `${period.replace('-', '')}${String(d + 1).padStart(2, '0')}`);
  return {
    period,
    index,
    days,
    growth: (1 + index * 0.05) * (month === 3 ? 1.25 : 1),
    random: createRandom(SEED + index),
  };
}

/** A whole number near `base`, ±15%. */
const noisy = (random: Random, base: number) => Math.max(1, Math.round(base * (0.85 + random.next() * 0.3)));

/** Splits a whole number over weights exactly (largest remainder). */
function split(total: number, weights: readonly number[]): number[] {
  const parts = allocateByShares(
    BigInt(total),
    weights.map((weight, i) => ({ id: String(i), weight: Math.round(weight * 1000) })),
  );
  return weights.map((_, i) => Number(parts.get(String(i)) ?? 0n));
}

/** Monthly YouTube views of each title and country, shared by the revenue reports and the analytics feeds. */
function youtubeViews(month: Month, items: readonly DemoItem[]): Map<DemoItem, [string, number][]> {
  const views = new Map<DemoItem, [string, number][]>();
  for (const [i, item] of items.entries()) {
    const total = noisy(month.random, item.weight * 180_000 * month.growth);
    const others = [YOUTUBE_COUNTRIES[i % 5] ?? 'MY', YOUTUBE_COUNTRIES[(i + 2) % 5] ?? 'SG'];
    const [id = 0, a = 0, b = 0] = split(total, [0.82, 0.11, 0.07]);
    views.set(item, [
      ['ID', id],
      [others[0] ?? 'MY', a],
      [others[1] ?? 'SG', b],
    ]);
  }
  return views;
}

function youtubeRow(
  item: DemoItem,
  date: string,
  country: string,
  views: number,
  adjustmentType = '',
): YoutubeReportRow {
  return {
    adjustmentType,
    date,
    country,
    assetId: item.assetId ?? '',
    title: item.title,
    labels: item.project ?? '',
    channelId: item.channelId ?? '',
    customId: item.customId,
    isrc: item.isrc,
    upc: item.upc ?? '',
    artist: item.artist,
    views,
    partnerMicros: adsMicros(country, views),
  };
}

function* youtubeAdsRows(month: Month, views: Map<DemoItem, [string, number][]>): Generator<YoutubeReportRow> {
  const items = [...views.keys()];
  for (const [item, countries] of views) {
    for (const [country, count] of countries) {
      yield youtubeRow(item, month.random.pick(month.days), country, count);
    }
  }
  // Late money for earlier months arrives inside the regular report, marked by its adjustment type.
  for (const type of ['Backpay', 'Conflict Resolution']) {
    const item = month.random.pick(items);
    yield youtubeRow(item, month.random.pick(month.days), 'ID', noisy(month.random, 4_000), type);
  }
  for (const item of UNKNOWN) yield youtubeRow(item, month.random.pick(month.days), 'ID', noisy(month.random, 3_000));
}

function* youtubePremiumRows(month: Month, views: Map<DemoItem, [string, number][]>): Generator<YoutubeReportRow> {
  const date = month.period.replace('-', '');
  for (const [item, countries] of views) {
    for (const [country, count] of countries.slice(0, 2)) {
      // Premium members are a small share of views but pay about three times the ad rate.
      const row = youtubeRow(item, date, country, Math.round(count * 0.06));
      yield { ...row, partnerMicros: row.partnerMicros * 3n };
    }
  }
  const [unknown] = UNKNOWN;
  if (unknown) yield youtubeRow(unknown, date, 'ID', noisy(month.random, 200));
}

/** The adjustment-only report YouTube sends for a month already paid: backpay, and spam views taken back. */
function* youtubeAdjustmentRows(month: Month, items: readonly DemoItem[]): Generator<YoutubeReportRow> {
  const [first, second, third] = items;
  const date = month.days.at(-1) ?? '';
  if (first) yield youtubeRow(first, date, 'ID', noisy(month.random, 9_000), 'Backpay');
  if (second) yield youtubeRow(second, date, 'ID', -noisy(month.random, 2_500), 'Spam Adjustment');
  if (third) yield youtubeRow(third, date, 'MY', noisy(month.random, 1_200), 'Dispute Resolution');
}

/**
 * The Shorts report: the hits' Shorts by day in their two biggest countries, paying about SHORTS_PERCENT of
 * the month's ad-supported revenue, plus a row nobody owns.
 */
function* youtubeShortsRows(month: Month, views: Map<DemoItem, [string, number][]>): Generator<YoutubeReportRow> {
  let ads = 0n;
  for (const countries of views.values()) for (const [country, count] of countries) ads += adsMicros(country, count);
  const rows = topTitles([...views.keys()], SHORTS_TITLES).flatMap((item) =>
    (views.get(item) ?? []).slice(0, 2).map(([country, count]) => ({ item, country, count })),
  );
  const top = rows.reduce((sum, { country, count }) => sum + adsMicros(country, count), 0n);
  if (top === 0n) return;
  for (const { item, country, count } of rows) {
    // Shorts draw several times the views of the full videos, at a fraction of their pay per view.
    const row = youtubeRow(item, month.random.pick(month.days), country, count * 4);
    yield { ...row, partnerMicros: (adsMicros(country, count) * ads * SHORTS_PERCENT) / (100n * top) };
  }
  const [, unknown] = UNKNOWN;
  if (unknown) yield youtubeRow(unknown, month.random.pick(month.days), 'ID', noisy(month.random, 5_000));
}

/** A monthly row that pays `micros` for no views, as license fees and paid features do. */
const monthlyRow = (month: Month, item: DemoItem, country: string, micros: number): YoutubeReportRow => ({
  ...youtubeRow(item, month.period.replace('-', ''), country, 0),
  partnerMicros: BigInt(micros),
});

/** Paid features by month: channel memberships, Super Chat and Super Thanks on each company's biggest title. */
function* youtubePaidFeatureRows(month: Month, items: readonly DemoItem[]): Generator<YoutubeReportRow> {
  for (const item of topTitles(items, 1)) {
    yield monthlyRow(month, item, 'ID', noisy(month.random, item.weight * 45_000_000 * month.growth));
    yield monthlyRow(month, item, 'MY', noisy(month.random, item.weight * 6_000_000 * month.growth));
  }
}

/** License fees by month: a few large one-off deals (a TV series, an advertisement, a film) for random titles. */
function* youtubeLicenseRows(month: Month, items: readonly DemoItem[]): Generator<YoutubeReportRow> {
  for (const base of [650_000_000, 320_000_000, 160_000_000]) {
    yield monthlyRow(month, month.random.pick(items), 'ID', noisy(month.random, base));
  }
}

function* storeRows(
  month: Month,
  store: (typeof STORES)[number],
  items: readonly DemoItem[],
  rows: number | undefined,
): Generator<StoreReportRow> {
  const rates = STREAM_RATES[store.mapping.store] ?? {};
  const row = (item: DemoItem, country: string, units: number): StoreReportRow => ({
    period: month.period,
    day: '01',
    artist: item.artist,
    title: item.title,
    isrc: item.isrc,
    upc: item.upc ?? '',
    country,
    units,
    amount: BigInt(units) * (rates[country] ?? 0n),
  });
  const all = [...items, ...UNKNOWN];
  if (rows !== undefined) {
    // Benchmark files: many small rows, the way a store reports per day, release and territory.
    for (let k = 0; k < rows; k += 1) {
      const [country = 'ID'] = month.random.pick(store.countries);
      yield row(all[k % all.length] as DemoItem, country, month.random.int(1, 5_000));
    }
    return;
  }
  for (const item of all) {
    const total = noisy(month.random, item.weight * store.monthly * month.growth);
    const counts = split(
      total,
      store.countries.map(([, share]) => share),
    );
    for (const [i, [country]] of store.countries.entries()) yield row(item, country, counts[i] ?? 0);
  }
}

function dsrResources(month: Month, items: readonly DemoItem[]): DsrResourceRow[] {
  const perUsage = [2_400n, 600n];
  return [...items, ...UNKNOWN.slice(0, 1)].map((item) => {
    const usages = split(noisy(month.random, item.weight * 12_000 * month.growth), [0.6, 0.4]);
    return {
      isrc: item.isrc,
      title: item.title,
      artist: item.artist,
      sales: DSR_MODELS.map((_, i) => ({
        usages: usages[i] ?? 0,
        micros: BigInt(usages[i] ?? 0) * (perUsage[i] ?? 0n),
      })),
    };
  });
}

/** The first `count` titles of each company: the catalogue lists each company's hits first. */
const topTitles = (items: readonly DemoItem[], count: number) => {
  const seen = new Map<number, number>();
  return items.filter((item) => {
    const n = seen.get(item.companyId) ?? 0;
    seen.set(item.companyId, n + 1);
    return n < count;
  });
};

/** One file to write and, unless writing only, how to ingest it. */
interface DemoFile {
  name: string;
  lines: Iterable<string>;
  ingest: { type: IngestSource; store?: string } | { type: 'analytics' };
}

function monthFiles(month: Month, items: readonly DemoItem[], rows: number | undefined): DemoFile[] {
  const youtubeItems = items.filter((item) => item.youtube);
  const dspItems = items.filter((item) => item.dsp);
  const views = youtubeViews(month, youtubeItems);
  const compact = month.period.replace('-', '');
  const dsr: DsrMeta = {
    service: 'Deezer',
    senderPartyId: 'PADPIDA2009101501Y',
    period: month.period,
    territory: 'ID',
    messageId: `DZR${compact}ID0001`,
    createdAt: `${demoPeriods(month.period, 2)[1]}-05T02:00:00Z`,
  };
  return [
    {
      name: `YouTube_IramaDistribusi_M_${compact}_asset_revenue_v1-1.csv`,
      lines: youtubeReportLines('ads', youtubeAdsRows(month, views)),
      ingest: { type: 'youtube' },
    },
    {
      name: `YouTube_IramaDistribusi_M_${compact}_asset_red_revenue_v1-1.csv`,
      lines: youtubeReportLines('subscription', youtubePremiumRows(month, views)),
      ingest: { type: 'youtube_premium' },
    },
    {
      name: `YouTube_IramaDistribusi_M_${compact}_asset_shorts_ads_revenue_v1-1.csv`,
      lines: youtubeReportLines('ads', youtubeShortsRows(month, views)),
      ingest: { type: 'youtube_shorts' },
    },
    // Paid features earn in most months, license fees now and then.
    ...(month.index % 4 === 2
      ? []
      : [
          {
            name: `YouTube_IramaDistribusi_M_${compact}_asset_paid_features_v1-1.csv`,
            lines: youtubeReportLines('subscription', youtubePaidFeatureRows(month, youtubeItems)),
            ingest: { type: 'youtube_paid_features' as const },
          },
        ]),
    ...(month.index % 3 === 1
      ? [
          {
            name: `YouTube_IramaDistribusi_M_${compact}_asset_license_fee_v1-1.csv`,
            lines: youtubeReportLines('subscription', youtubeLicenseRows(month, youtubeItems)),
            ingest: { type: 'youtube_license' as const },
          },
        ]
      : []),
    { name: dsrFileName(dsr), lines: dsrLines(dsr, dsrResources(month, dspItems)), ingest: { type: 'dsr' } },
    ...STORES.map((store) => ({
      name: `${store.mapping.store}_${compact}.${store.mapping.delimiter === '\t' ? 'tsv' : 'csv'}`,
      lines: storeReportLines(store.mapping, store.scale, storeRows(month, store, dspItems, rows)),
      ingest: { type: 'store' as const, store: store.mapping.store },
    })),
  ];
}

/** YouTube's adjustment-only report for a month already paid. */
function adjustmentFile(month: Month, items: readonly DemoItem[]): DemoFile {
  const adjustments = youtubeAdjustmentRows(
    month,
    items.filter((item) => item.youtube),
  );
  return {
    name: `YouTube_IramaDistribusi_M_${month.period.replace('-', '')}_asset_revenue_adjustments_v1-1.csv`,
    lines: youtubeReportLines('ads', adjustments),
    ingest: { type: 'youtube' },
  };
}

/**
 * Writes a year (by default) of realistic reports of every format for the demo companies' catalogue
 * and, unless `writeOnly`, ingests them: every month but the last is resolved and published (two of
 * them also get a YouTube adjustment report), and the last keeps open unmatched rows for the ops queue.
 * Then the daily analytics feeds (./analytics.ts) of the last ANALYTICS_MONTHS − 1 of those months and of
 * the current month up to DEMO_ANALYTICS_END.
 * Deterministic: the same database and options give byte-identical files, so running it twice ingests nothing new.
 */
export async function runDemoReports(db: Db, options: DemoReportsOptions): Promise<DemoReportsResult> {
  const log = options.log ?? (() => {});
  const startedAt = new Date().toISOString();
  const periods = demoPeriods(options.endPeriod ?? DEMO_END_PERIOD, options.months ?? 12);
  const items = await loadDemoCatalogue(db);
  if (items.length === 0) throw new Error('the demo companies are missing; seed the demo data first (irama seed)');
  fs.mkdirSync(options.dir, { recursive: true });
  const result: DemoReportsResult = { files: [], runs: 0, analyticsRuns: 0, publishedPeriods: [], openPeriod: null };
  const distributor = options.writeOnly ? 0 : await getDistributorCompanyId(db);
  if (!options.writeOnly) {
    await registerDemoCatalogue(db, items);
    for (const { mapping } of STORES) await saveStoreMapping(db, distributor, mapping);
  }
  const adjusted = new Set(ADJUSTED_MONTHS_BACK.map((back) => periods.length - 1 - back));
  for (const [index, period] of periods.entries()) {
    const month = monthOf(period, index);
    const files = monthFiles(month, items, options.rows);
    const isLast = index === periods.length - 1;
    const adjustment = adjusted.has(index) ? adjustmentFile(month, items) : null;
    for (const file of adjustment ? [...files, adjustment] : files) {
      const target = path.join(options.dir, file.name);
      await writeChunks(target, file.lines);
      result.files.push(target);
    }
    if (options.writeOnly) continue;
    const rate = BigInt(USD_RATES[index % USD_RATES.length] ?? 16_000) * 1_000_000n;
    await saveRate(db, distributor, period, 'USD', rate);
    for (const file of files) await ingestDemoFile(db, options.dir, file, result);
    if (isLast) {
      result.openPeriod = period;
      continue;
    }
    await resolveDemoUnmatched(db, period, items[0]?.companyId ?? distributor);
    // The owners read each month's notices before the next month is out, as in a portal used monthly:
    // only the last published month's are left unread.
    await options.notices.markReadSince(db, startedAt);
    await publishAll(db, options.notices, period);
    // The adjustment report changes a published month, so it waits until the month is published.
    if (adjustment) {
      await ingestDemoFile(db, options.dir, adjustment, result);
      await publishAll(db, options.notices, period);
    }
    result.publishedPeriods.push(period);
    log(`${period}: ingested and published`);
  }
  if (result.openPeriod) log(`${result.openPeriod}: ingested, left unpublished with open unmatched rows`);
  // Daily analytics for the last months of reports and the current month, which has no report yet.
  const end = options.analyticsEnd ?? DEMO_ANALYTICS_END;
  for (const month of analyticsMonths(end, Math.min(ANALYTICS_MONTHS, periods.length + 1))) {
    for (const file of analyticsFiles(month, items, UNKNOWN)) {
      const target = path.join(options.dir, file.name);
      await writeChunks(target, file.lines);
      result.files.push(target);
      if (!options.writeOnly) await ingestDemoFile(db, options.dir, { ...file, ingest: { type: 'analytics' } }, result);
    }
    log(`${month.period}: daily analytics to ${month.days.at(-1)?.date ?? ''}${options.writeOnly ? '' : ', ingested'}`);
  }
  return result;
}

async function ingestDemoFile(db: Db, dir: string, file: DemoFile, result: DemoReportsResult): Promise<void> {
  const target = path.join(dir, file.name);
  const { ingest } = file;
  if (ingest.type === 'analytics') {
    const { run, isAlreadyIngested } = await ingestAnalyticsFile(db, { path: target });
    if (run.status === 'failed') throw new Error(`${file.name} did not ingest: ${run.errors}`);
    if (!isAlreadyIngested) result.analyticsRuns += 1;
    return;
  }
  const { run, isAlreadyIngested } = await ingestFile(db, { path: target, type: ingest.type, store: ingest.store });
  if (run.status === 'failed') throw new Error(`${file.name} did not ingest: ${run.errors}`);
  if (!isAlreadyIngested) result.runs += 1;
}

/** Staff's work on a month: the first unknown YouTube row goes to a company, the rest are not ours. */
async function resolveDemoUnmatched(db: Db, period: string, companyId: number): Promise<void> {
  const runs = await db
    .selectFrom('ingest_runs')
    .select(['id', 'source'])
    .where('period', '=', period)
    .where('status', '=', 'parsed')
    .orderBy('id')
    .execute();
  let assigned = false;
  for (const run of runs) {
    for (const row of await findUnmatched(db, run.id, 1, 100)) {
      if (row.status !== 'open') continue;
      const assign: boolean = !assigned && run.source === 'youtube';
      assigned ||= assign;
      await resolveUnmatched(db, row.id, assign ? { action: 'assign', companyId } : { action: 'not_ours' });
    }
  }
}

async function publishAll(db: Db, notifier: PeriodNotifier, period: string): Promise<void> {
  for (const source of REPORT_SOURCES) await publishPeriod(db, notifier, { source, period });
}
