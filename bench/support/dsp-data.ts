import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StoreColumnMapping } from '../../packages/contracts/src/index.ts';
import type { Db } from '../../packages/server/src/db/database.ts';
import { companyScope } from '../../packages/server/src/db/scope.ts';
import { type AnalyticsFeed, ingestAnalyticsFile } from '../../packages/server/src/ingest/analytics/index.ts';
import {
  type AnalyticsFeedRow,
  analyticsFeedLines,
  type StoreReportRow,
  storeReportLines,
  writeChunks,
} from '../../packages/server/src/ingest/demo/writers.ts';
import { ingestFile, saveStoreMapping } from '../../packages/server/src/ingest/engine/index.ts';
import { formatMicros } from '../../packages/server/src/ingest/money.ts';
import { SPOTIFY_LIKE_MAPPING } from '../../packages/server/src/ingest/store/index.ts';
import { mix } from '../../packages/server/src/lib/stable-hash.ts';
import { secondsSince } from './figures.ts';

/**
 * The DSP side of the reports bench: monthly store revenue reports of several stores, and daily
 * analytics feeds (YouTube assets and channels, and each store's tracks) of the big company.
 * Both are written once into os.tmpdir(), keyed by their shape, and reused like the YouTube files.
 */
export type DspDataShape = {
  /** Store report rows over every month and store; 0 leaves the store reports out. */
  storeRows: number;
  /** Daily analytics rows over every feed and day; 0 leaves the analytics out. */
  analyticsRows: number;
  /** The revenue months (the store reports cover all of them). */
  periods: readonly string[];
  /** The last months of `periods` that get daily analytics. */
  analyticsMonths: number;
  stores: readonly string[];
  bigAssets: number;
  otherAssets: number;
};

/** What the DSP data set holds, for the bench's URLs. */
export type DspData = {
  stores: string[];
  /** The big company's busiest ISRCs in the store reports and the DSP feeds. */
  busyIsrcs: string[];
  /** Its busiest assets in the asset feed, and its channels. */
  busyAssetIds: string[];
  channelIds: string[];
  storeFiles: number;
  analyticsFiles: number;
  seconds: { files: number; ingest: number };
};

/** Bump when the generated files change, so a cached set from an older generator is not reused. */
const GENERATOR_VERSION = 3;
/** Share of the store report rows that are the big company's; the 1,000 others share the rest. */
const BIG_ROW_SHARE = 0.6;
/** How the analytics rows divide over the feeds. */
const FEED_SHARES = { asset: 0.4, channel: 0.1, dsp: 0.5 };
/** The big company's YouTube channels: one per project. */
export const BIG_CHANNELS = 40;
const COUNTRIES = ['ID', 'MY', 'SG', 'US', 'IN', 'PH', 'TH', 'VN', 'JP', 'KR', 'TW', 'HK', 'AU', 'NZ', 'GB'];
const MORE_COUNTRIES = ['DE', 'FR', 'NL', 'SA', 'AE', 'BR', 'MX', 'CA', 'BN', 'TL', 'MM', 'KH', 'LA', 'BD', 'PK'];
const ALL_COUNTRIES = [...COUNTRIES, ...MORE_COUNTRIES];
/** Countries each track of a store report is reported in. */
const COUNTRIES_PER_TRACK = 6;
/** Per-stream pay in USD × 10^8, by country (the first few), else the default. */
const STREAM_RATE: Record<string, bigint> = { ID: 62_000n, MY: 210_000n, SG: 340_000n, US: 390_000n };
const DEFAULT_RATE = 150_000n;

/** The ISRC the catalogue gives asset `index` of group `prefix` (1 the big company, 2 the others): 12 characters. */
export const isrcOf = (prefix: 1 | 2, index: number) =>
  `IDB${prefix}${String.fromCharCode(65 + Math.floor(index / 100_000))}26${String(index % 100_000).padStart(5, '0')}`;

/** The big company's channel `index` (`UC` + 22 characters). */
export const channelOf = (index: number) => `UCBenchChannel${String(index).padStart(10, '0')}`;

/** A store's layout: the Spotify-like one under the store's name. */
export const storeMapping = (store: string): StoreColumnMapping => ({ ...SPOTIFY_LIKE_MAPPING, store });

const daysOf = (period: string) => {
  const [year = 0, month = 0] = period.split('-').map(Number);
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, d) => `${period.replace('-', '')}${String(d + 1).padStart(2, '0')}`);
};

const storeFileRows = (shape: DspDataShape) =>
  Math.floor(shape.storeRows / (shape.periods.length * shape.stores.length));

/** Track `slot` of a group in rank order: busy slots first, spread over the catalogue the same way every month. */
const spread = (slot: number, count: number) => (count % 7919 === 0 ? slot : (slot * 7919) % count);

/**
 * One store's month: a row per track and country, the big company's tracks first, each (ISRC, country)
 * once; the same busy tracks lead every month and store, so their detail has data in every period.
 */
function* storeRows(shape: DspDataShape, month: number, store: number, rows: number): Generator<StoreReportRow> {
  const period = shape.periods[month] ?? '';
  const bigBudget = Math.round(rows * BIG_ROW_SHARE);
  const group = function* (prefix: 1 | 2, count: number, budget: number): Generator<StoreReportRow> {
    for (let k = 0; k < budget; k += 1) {
      // A track is reported in COUNTRIES_PER_TRACK countries; past the catalogue, the next countries.
      const slot = Math.floor(k / COUNTRIES_PER_TRACK) % count;
      const round = Math.floor(k / (COUNTRIES_PER_TRACK * count));
      const index = spread(slot, count);
      const country =
        ALL_COUNTRIES[((k % COUNTRIES_PER_TRACK) + round * COUNTRIES_PER_TRACK) % ALL_COUNTRIES.length] ?? 'ID';
      const h = mix(6, prefix, index, month, store, k % COUNTRIES_PER_TRACK);
      // Busy tracks (low slots) stream more.
      const units = 1 + (h % (slot < 100 ? 200_000 : 5_000));
      yield {
        period,
        day: '01',
        artist: `Artis ${(h >>> 16) % 400}`,
        title: `Lagu ${prefix}-${index}`,
        isrc: isrcOf(prefix, index),
        upc: '',
        country,
        units,
        amount: BigInt(units) * (STREAM_RATE[country] ?? DEFAULT_RATE),
      };
    }
  };
  yield* group(1, shape.bigAssets, bigBudget);
  yield* group(2, shape.otherAssets, rows - bigBudget);
}

/** Tiers of a daily feed's items, busiest first: how many items, in how many countries, and broken down where. */
type Tier = { items: number; countries: number; breakdowns: readonly string[] };

const TRAFFIC = {
  youtube: ['YT_SEARCH', 'RELATED_VIDEO', 'SHORTS', 'PLAYLIST', 'SUBSCRIBER', 'EXT_URL'],
  dsp: ['PLAYLIST', 'LIBRARY', 'SEARCH', 'ARTIST_PROFILE'],
};
const SYSTEMS = { youtube: ['ANDROID', 'IOS', 'WINDOWS', 'SMART_TV'], dsp: ['ANDROID', 'IOS'] };
const AUDIENCE = ['FEMALE', 'MALE'].flatMap((gender) =>
  ['AGE_13_17', 'AGE_18_24', 'AGE_25_34', 'AGE_35_44', 'AGE_45_54'].map((age_group) => ({ gender, age_group })),
);
const breakdownRows = (kind: 'youtube' | 'dsp') => TRAFFIC[kind].length + AUDIENCE.length + SYSTEMS[kind].length;

/**
 * Tiers whose rows a day come to about `budget`: the busiest few items (20 tracks, 50 videos or
 * channels) in ten countries, broken down in Indonesia and Malaysia; the next ten times as many in
 * four; the rest in Indonesia only, as many as the budget holds.
 */
function tiersFor(kind: 'youtube' | 'dsp', budget: number, available: number): Tier[] {
  const tiers: Tier[] = [];
  let left = budget;
  const top = kind === 'dsp' ? 20 : 50;
  const plan = [
    { items: top, countries: 10, breakdowns: ['ID', 'MY'] },
    { items: top * 10, countries: 4, breakdowns: [] },
    { items: Number.POSITIVE_INFINITY, countries: 1, breakdowns: [] },
  ];
  let used = 0;
  for (const tier of plan) {
    const perItem = tier.countries + tier.breakdowns.length * breakdownRows(kind);
    const items = Math.min(tier.items, available - used, Math.floor(left / perItem));
    if (items <= 0) continue;
    tiers.push({ ...tier, items });
    used += items;
    left -= items * perItem;
  }
  // A feed file needs one row at least.
  return tiers.length > 0 ? tiers : [{ items: 1, countries: 1, breakdowns: [] }];
}

/** A day's rows of the feed's items: totals per country, and breakdowns by traffic, audience and system. */
function* dailyRows(
  kind: 'youtube' | 'dsp',
  day: string,
  dayIndex: number,
  tiers: readonly Tier[],
  keysOf: (rank: number) => AnalyticsFeedRow['keys'],
  metrics: (plays: number, country: string) => Record<string, string>,
): Generator<AnalyticsFeedRow> {
  let rank = 0;
  for (const tier of tiers) {
    for (let i = 0; i < tier.items; i += 1, rank += 1) {
      const keys = keysOf(rank);
      for (let c = 0; c < tier.countries; c += 1) {
        const country = ALL_COUNTRIES[c] ?? 'ID';
        const plays = 1 + (mix(7, rank, c, dayIndex) % (tier.breakdowns.length > 0 ? 50_000 : 2_000));
        yield { date: day, keys, country, dimension: {}, metrics: metrics(plays, country) };
        if (!tier.breakdowns.includes(country)) continue;
        const dimensions: AnalyticsFeedRow['dimension'][] = [
          ...TRAFFIC[kind].map((traffic_source_type) => ({ traffic_source_type })),
          ...AUDIENCE,
          ...SYSTEMS[kind].map((operating_system) => ({ operating_system })),
        ];
        // Each group's parts add up to about the total.
        const sizes = [TRAFFIC[kind].length, AUDIENCE.length, SYSTEMS[kind].length];
        let d = 0;
        for (const size of sizes) {
          for (let k = 0; k < size; k += 1, d += 1) {
            const part = Math.max(1, Math.round(plays / size));
            yield { date: day, keys, country, dimension: dimensions[d] ?? {}, metrics: metrics(part, country) };
          }
        }
      }
    }
  }
}

const youtubeMetrics = (views: number): Record<string, string> => ({
  views: String(views),
  watch_time_minutes: (views * 2.8).toFixed(2),
  estimated_partner_revenue: formatMicros(BigInt(views) * 900n),
  subscribers_gained: String(Math.round(views / 350)),
  subscribers_lost: String(Math.round(views / 2_100)),
});

const dspMetrics = (streams: number): Record<string, string> => ({
  streams: String(streams),
  listeners: String(Math.max(1, Math.round(streams * 0.62))),
  saves: String(Math.round(streams * 0.03)),
  completion_rate: '0.71',
});

/** The big company's busy items in rank order, spread over its catalogue as in the store reports. */
const bigIndexOf = (shape: DspDataShape, rank: number) => spread(rank, shape.bigAssets);
/** The big company's project of an asset index, as report-data's catalogue gives it (close enough for channels). */
const channelOfAsset = (index: number) => channelOf(index % BIG_CHANNELS);

type FeedFile = { feed: AnalyticsFeed; store: string; period: string; file: string };

function analyticsPlan(shape: DspDataShape) {
  const periods = shape.periods.slice(-shape.analyticsMonths);
  const days = periods.reduce((n, period) => n + daysOf(period).length, 0);
  const perDay = (share: number) => Math.max(1, Math.floor((shape.analyticsRows * share) / days));
  return {
    periods,
    asset: tiersFor('youtube', perDay(FEED_SHARES.asset), shape.bigAssets),
    channel: tiersFor('youtube', perDay(FEED_SHARES.channel), BIG_CHANNELS),
    dsp: tiersFor('dsp', perDay(FEED_SHARES.dsp) / shape.stores.length, shape.bigAssets),
  };
}

function* feedRows(
  shape: DspDataShape,
  plan: ReturnType<typeof analyticsPlan>,
  feed: AnalyticsFeed,
  store: string,
  period: string,
) {
  for (const day of daysOf(period)) {
    const dayIndex = Number(day);
    if (feed === 'asset') {
      yield* dailyRows(
        'youtube',
        day,
        dayIndex,
        plan.asset,
        (rank) => {
          const index = bigIndexOf(shape, rank);
          const assetId = `A1${String(index).padStart(14, '0')}`;
          return { channel_id: channelOfAsset(index), video_id: assetId.slice(1, 12), asset_id: assetId };
        },
        youtubeMetrics,
      );
    } else if (feed === 'channel') {
      yield* dailyRows(
        'youtube',
        day,
        dayIndex,
        plan.channel,
        (rank) => ({ channel_id: channelOf(rank) }),
        youtubeMetrics,
      );
    } else {
      yield* dailyRows(
        'dsp',
        day,
        dayIndex,
        plan.dsp,
        (rank) => ({ store, isrc: isrcOf(1, bigIndexOf(shape, rank)), upc: '' }),
        dspMetrics,
      );
    }
  }
}

/** The store reports and daily feeds, written into os.tmpdir() unless already there; a file appears under its final name only when complete. */
export async function dspFiles(shape: DspDataShape, log: (line: string) => void) {
  const key = `s${shape.storeRows}-n${shape.analyticsRows}-m${shape.analyticsMonths}-t${shape.stores.length}-a${shape.bigAssets}-o${shape.otherAssets}-${shape.periods[0]}-${shape.periods.length}-v${GENERATOR_VERSION}`;
  const folder = path.join(os.tmpdir(), `irama-bench-dsp-${key}`);
  fs.mkdirSync(folder, { recursive: true });
  const write = async (file: string, lines: Iterable<string>) => {
    if (fs.existsSync(file)) return;
    const partial = `${file}.partial`;
    await writeChunks(partial, lines);
    fs.renameSync(partial, file);
    log(`  wrote ${path.basename(file)}`);
  };
  const stores: { store: string; period: string; file: string }[] = [];
  if (shape.storeRows > 0) {
    for (const [month, period] of shape.periods.entries()) {
      for (const [s, store] of shape.stores.entries()) {
        const file = path.join(folder, `store-${store}-${period}.csv`);
        await write(file, storeReportLines(storeMapping(store), 8, storeRows(shape, month, s, storeFileRows(shape))));
        stores.push({ store, period, file });
      }
    }
  }
  const feeds: FeedFile[] = [];
  if (shape.analyticsRows > 0) {
    const plan = analyticsPlan(shape);
    for (const period of plan.periods) {
      const all: [AnalyticsFeed, string][] = [
        ['asset', 'youtube'],
        ['channel', 'youtube'],
        ...shape.stores.map((store): [AnalyticsFeed, string] => ['dsp', store]),
      ];
      for (const [feed, store] of all) {
        const file = path.join(folder, `analytics-${feed}-${store}-${period}.csv`);
        await write(file, analyticsFeedLines(feed, feedRows(shape, plan, feed, store, period)));
        feeds.push({ feed, store, period, file });
      }
    }
  }
  return { folder, stores, feeds };
}

/** The catalogue columns the DSP data needs on every asset row: its ISRC, and the big company's channel. */
export const dspCatalogueColumns = (prefix: 1 | 2, index: number) => ({
  isrc: isrcOf(prefix, index),
  ...(prefix === 1 ? { channel_id: channelOfAsset(index) } : {}),
});

/**
 * Ingests the DSP data set into a database whose catalogue has dspCatalogueColumns (report-data's
 * fillCatalogue does) and whose rates are saved: each store's mapping, its monthly reports (published
 * by the caller with the YouTube ones), then every daily feed.
 */
export async function ingestDspData(
  db: Db,
  distributor: number,
  shape: DspDataShape,
  log: (line: string) => void,
): Promise<DspData> {
  let since = performance.now();
  const { stores, feeds } = await dspFiles(shape, log);
  const filesSeconds = secondsSince(since);
  since = performance.now();
  for (const store of shape.stores) await saveStoreMapping(db, companyScope(distributor), storeMapping(store));
  for (const { store, file } of stores) {
    const { run } = await ingestFile(db, { path: file, type: 'store', store });
    if (run.status !== 'parsed') throw new Error(`ingesting ${path.basename(file)}: ${run.status} ${run.errors}`);
    log(`  ingested ${path.basename(file)}: ${run.total_rows} rows, ${run.matched_rows} matched`);
  }
  for (const { file } of feeds) {
    const { run } = await ingestAnalyticsFile(db, { path: file });
    if (run.status !== 'parsed') throw new Error(`ingesting ${path.basename(file)}: ${run.status} ${run.errors}`);
    log(`  ingested ${path.basename(file)}: ${run.total_rows} rows, ${run.matched_rows} matched`);
  }
  const plan = analyticsPlan(shape);
  return {
    stores: [...shape.stores],
    // The busiest tracks lead both the store reports and the DSP feeds.
    busyIsrcs: Array.from({ length: 100 }, (_, rank) => isrcOf(1, bigIndexOf(shape, rank))),
    busyAssetIds: Array.from(
      { length: Math.min(100, plan.asset[0]?.items ?? 0) },
      (_, rank) => `A1${String(bigIndexOf(shape, rank)).padStart(14, '0')}`,
    ),
    channelIds: Array.from(
      {
        length: Math.min(
          BIG_CHANNELS,
          plan.channel.reduce((n, t) => n + t.items, 0),
        ),
      },
      (_, i) => channelOf(i),
    ),
    storeFiles: stores.length,
    analyticsFiles: feeds.length,
    seconds: { files: filesSeconds, ingest: secondsSince(since) },
  };
}
