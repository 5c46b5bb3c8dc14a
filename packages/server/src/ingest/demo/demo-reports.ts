import fs from 'node:fs';
import path from 'node:path';
import { REPORT_SOURCES, type StoreColumnMapping } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { replayAt } from '../../lib/clock.ts';
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
import { ANALYTICS_MONTHS, analyticsFiles, analyticsMonths, DEMO_ANALYTICS_END, monthlyPlays } from './analytics.ts';
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
export interface DemoReportsOptions {
  dir: string;
  /** Leaves the owners' notices of each publish. */
  notices: PeriodNotifier;
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
/** Apple Music's report: the Spotify-like layout under its own store name. */
const APPLE_MUSIC_MAPPING: StoreColumnMapping = { ...SPOTIFY_LIKE_MAPPING, store: 'apple_music' };
/** Streams a title of weight 1 gets on the Spotify-like store in the first month. */
const SPOTIFY_MONTHLY = 90_000;
/**
 * The stores that send a monthly report, with the share of the streams their daily feeds count that they
 * pay for (streams under 30 seconds, and plays by free users in some countries, pay nothing). YouTube
 * Music sends none: its plays are paid through YouTube's own reports.
 */
const STORES: {
  mapping: StoreColumnMapping;
  scale: number;
  monthly: number;
  countries: [string, number][];
  paidShare: number;
}[] = [
  {
    mapping: SPOTIFY_LIKE_MAPPING,
    scale: 8,
    monthly: SPOTIFY_MONTHLY,
    paidShare: 0.86,
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
    paidShare: 0.78,
    countries: [
      ['ID', 0.9],
      ['MY', 0.1],
    ],
  },
  {
    mapping: APPLE_MUSIC_MAPPING,
    scale: 8,
    monthly: 18_000,
    paidShare: 0.93,
    countries: [
      ['ID', 0.6],
      ['US', 0.2],
      ['JP', 0.2],
    ],
  },
];
/** Apple Music's report arrives weeks after the others: the newest published month has none yet. */
const LATE_STORE = APPLE_MUSIC_MAPPING.store;
/** Deezer's DSR pays for this share of the streams its daily feed counts, 60% of them Premium. */
const DEEZER_PAID_SHARE = 0.9;
/** Per-stream pay at the store's scale: USD × 10^8 for the Spotify-like store, IDR × 100 for the JOOX-like one. */
const STREAM_RATES: Record<string, Record<string, bigint>> = {
  spotify: { ID: 62_000n, MY: 210_000n, SG: 340_000n, US: 390_000n, AU: 410_000n, NL: 380_000n, JP: 300_000n },
  joox: { ID: 485n, MY: 1_320n },
  apple_music: {
    ID: 95_000n,
    MY: 260_000n,
    SG: 450_000n,
    US: 620_000n,
    AU: 580_000n,
    NL: 560_000n,
    JP: 510_000n,
  },
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
  takenDownOn: null,
  stores: ['spotify'],
  upload: null,
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

/** 10:00 WIB on the `day`th of the month `after` months past `period`, or now if that is later than now. */
function dayAfter(period: string, after: number, day: number): Date {
  const [year = 0, month = 0] = period.split('-').map(Number);
  return new Date(Math.min(Date.UTC(year, month - 1 + after, day, 3), Date.now()));
}

/** When a month's reports arrive and are ingested: the 8th of the next month. */
const ingestDayOf = (period: string) => dayAfter(period, 1, 8);
/** When staff publish a month: the 12th of the next month. */
const publishDayOf = (period: string) => dayAfter(period, 1, 12);
/** When YouTube's adjustment report for a published month arrives and is published: the 2nd of the month after. */
export const adjustmentDayOf = (period: string) => dayAfter(period, 2, 2);

/** One month being written: its period, its place in the run, its days and its own random source. */
interface Month {
  period: string;
  index: number;
  days: string[];
  /** Whether the daily analytics feeds cover it: then its reports pay for part of what they count. */
  isInFeeds: boolean;
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

function monthOf(period: string, index: number, isInFeeds: boolean): Month {
  const [year = 0, month = 0] = period.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days = Array.from({ length: last }, (_, d) => `${period.replace('-', '')}${String(d + 1).padStart(2, '0')}`);
  return {
    period,
    index,
    days,
    isInFeeds,
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

/** Whether a title was on the stores at some point of the month: out by its end, not taken down before it. */
function isLiveIn(item: DemoItem, month: Month): boolean {
  const first = `${month.period}-01`;
  const last = `${month.period}-${String(month.days.length).padStart(2, '0')}`;
  return (!item.releaseDate || item.releaseDate <= last) && (!item.takenDownOn || item.takenDownOn > first);
}

/** Monthly YouTube views of each title and country, shared by the revenue reports and the analytics feeds. */
function youtubeViews(month: Month, items: readonly DemoItem[]): Map<DemoItem, [string, number][]> {
  const views = new Map<DemoItem, [string, number][]>();
  for (const [i, item] of items.entries()) {
    if (!isLiveIn(item, month)) continue;
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
  const all = [
    ...items.filter((item) => item.stores.includes(store.mapping.store) && isLiveIn(item, month)),
    ...UNKNOWN,
  ];
  if (rows !== undefined) {
    // Benchmark files: many small rows, the way a store reports per day, release and territory.
    for (let k = 0; k < rows; k += 1) {
      const [country = 'ID'] = month.random.pick(store.countries);
      yield row(all[k % all.length] as DemoItem, country, month.random.int(1, 5_000));
    }
    return;
  }
  for (const item of all) {
    if (month.isInFeeds && item.owner) {
      // The store pays for part of what its daily feed counted, a little more or less each month.
      for (const [country, plays] of monthlyPlays(item, store.mapping.store, month.period)) {
        const units = Math.floor(plays * store.paidShare * (0.96 + 0.06 * month.random.next()));
        if (units > 0) yield row(item, country, units);
      }
      continue;
    }
    const total = noisy(month.random, item.weight * store.monthly * month.growth);
    const counts = split(
      total,
      store.countries.map(([, share]) => share),
    );
    for (const [i, [country]] of store.countries.entries()) yield row(item, country, counts[i] ?? 0);
  }
}

/** The streams of a month Deezer pays for: part of what its daily feed counted, or (before the feeds) a month's estimate. */
function deezerUsages(month: Month, item: DemoItem): number {
  if (!(month.isInFeeds && item.owner)) return noisy(month.random, item.weight * 5_000 * month.growth);
  const plays = [...monthlyPlays(item, 'deezer', month.period).values()].reduce((sum, n) => sum + n, 0);
  return Math.floor(plays * DEEZER_PAID_SHARE * (0.96 + 0.06 * month.random.next()));
}

function dsrResources(month: Month, items: readonly DemoItem[]): DsrResourceRow[] {
  const perUsage = [2_400n, 600n];
  const onDeezer = items.filter((item) => item.stores.includes('deezer') && isLiveIn(item, month));
  return [...onDeezer, ...UNKNOWN.slice(0, 1)].map((item) => {
    const usages = split(deezerUsages(month, item), [0.6, 0.4]);
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

function monthFiles(
  month: Month,
  items: readonly DemoItem[],
  rows: number | undefined,
  lateStores: ReadonlySet<string>,
): DemoFile[] {
  // A title earns only in the months it is out: never before its release, nor after it was taken down.
  const youtubeItems = items.filter((item) => item.youtube && isLiveIn(item, month));
  const dspItems = items.filter((item) => item.dsp && isLiveIn(item, month));
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
    ...STORES.filter((store) => !lateStores.has(store.mapping.store)).map((store) => ({
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
    items.filter((item) => item.youtube && isLiveIn(item, month)),
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
  const periods = demoPeriods(options.endPeriod ?? DEMO_END_PERIOD, options.months ?? 12);
  const items = await loadDemoCatalogue(db);
  if (items.length === 0) throw new Error('the demo companies are missing; seed the demo data first (irama seed)');
  fs.mkdirSync(options.dir, { recursive: true });
  const result: DemoReportsResult = { files: [], runs: 0, analyticsRuns: 0, publishedPeriods: [], openPeriod: null };
  const distributor = options.writeOnly ? 0 : await getDistributorCompanyId(db);
  if (!options.writeOnly) {
    await registerDemoCatalogue(db, items);
    for (const { mapping } of STORES) await saveStoreMapping(db, companyScope(distributor), mapping);
  }
  const adjusted = new Set(ADJUSTED_MONTHS_BACK.map((back) => periods.length - 1 - back));
  const end = options.analyticsEnd ?? DEMO_ANALYTICS_END;
  const feedMonths = analyticsMonths(end, Math.min(ANALYTICS_MONTHS, periods.length + 1));
  const feedsFrom = feedMonths[0]?.period ?? end.slice(0, 7);
  for (const [index, period] of periods.entries()) {
    const month = monthOf(period, index, period >= feedsFrom);
    const isLast = index === periods.length - 1;
    // The late store's report of the newest published month, and of the open one, has not arrived.
    const files = monthFiles(
      month,
      items,
      options.rows,
      index >= periods.length - 2 ? new Set([LATE_STORE]) : new Set(),
    );
    const adjustment = adjusted.has(index) ? adjustmentFile(month, items) : null;
    for (const file of adjustment ? [...files, adjustment] : files) {
      const target = path.join(options.dir, file.name);
      await writeChunks(target, file.lines);
      result.files.push(target);
    }
    if (options.writeOnly) continue;
    const rate = BigInt(USD_RATES[index % USD_RATES.length] ?? 16_000) * 1_000_000n;
    await replayAt(ingestDayOf(period), async () => {
      await saveRate(db, companyScope(distributor), period, 'USD', rate);
      for (const file of files) await ingestDemoFile(db, options.dir, file, result);
    });
    if (isLast) {
      result.openPeriod = period;
      continue;
    }
    await resolveDemoUnmatched(db, period);
    // Each month is published when it was, so its credits and notices carry that day.
    await replayAt(publishDayOf(period), () => publishAll(db, options.notices, period));
    // The adjustment report changes a published month, so it arrives weeks after the month is published.
    if (adjustment) {
      await replayAt(adjustmentDayOf(period), async () => {
        await ingestDemoFile(db, options.dir, adjustment, result);
        await publishAll(db, options.notices, period);
      });
    }
    result.publishedPeriods.push(period);
    log(`${period}: ingested and published`);
  }
  if (result.openPeriod) log(`${result.openPeriod}: ingested, left unpublished with open unmatched rows`);
  // Daily analytics for the last months of reports and the current month, which has no report yet.
  for (const month of feedMonths) {
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

/** Staff's work on a month: the rows nobody in the catalogue owns are not ours (no demo company has those songs). */
async function resolveDemoUnmatched(db: Db, period: string): Promise<void> {
  const runs = await db
    .selectFrom('ingest_runs')
    .select(['id'])
    .where('period', '=', period)
    .where('status', '=', 'parsed')
    .orderBy('id')
    .execute();
  for (const run of runs) {
    for (const row of await findUnmatched(db, run.id, 1, 100)) {
      if (row.status === 'open') await resolveUnmatched(db, row.id, { action: 'not_ours' });
    }
  }
}

async function publishAll(db: Db, notifier: PeriodNotifier, period: string): Promise<void> {
  for (const source of REPORT_SOURCES) await publishPeriod(db, notifier, { source, period });
}
