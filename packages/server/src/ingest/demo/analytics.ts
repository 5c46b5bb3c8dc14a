import { mix } from '../../lib/stable-hash.ts';
import type { AnalyticsFeed } from '../analytics/index.ts';
import { allocateByShares, formatMicros } from '../money.ts';
import type { DemoItem } from './catalogue.ts';
import { type AnalyticsFeedRow, analyticsFeedLines } from './writers.ts';

/**
 * The demo's daily analytics feeds: YouTube assets and channels, and every store's tracks, by day and
 * country, broken down by traffic source, age and gender, and operating system in the big countries.
 * Analytics arrive daily while revenue reports arrive monthly, so the feeds run past the last monthly
 * report into the demo's current month, up to DEMO_ANALYTICS_END, the last day with data.
 *
 * Every figure is a product of deterministic parts, so the same day always gives the same numbers:
 * - the title's popularity (its catalogue weight) × the store's size × the country's share of it;
 * - an audience growing about 5% a month (as in the monthly reports);
 * - a weekly rhythm: more plays on Friday evening and at the weekend, most on Saturday;
 * - Lebaran: plays swell in the week of going home and peak the day before Idul Fitri (20 March 2026),
 *   a little for everything and strongly for "Rindu Kampung Halaman", a song about going home;
 * - a new release ramp: nothing before the release day, then a climb over about four weeks with a
 *   first-week bump (Rindu Kampung Halaman's album 13 March, Malam Minggu 1 May, Gema Nusantara's
 *   album 17 August, Sio Mama's 10 April, Senggigi 19 June);
 * - ±12% of day-to-day noise;
 * - the planted changes of PLANTED, for Smart Analytics and the trend charts to find.
 */

/** The last day the demo's daily analytics reach: the demo's "today" is a day or two later. */
export const DEMO_ANALYTICS_END = '2026-11-24';
/**
 * Months of daily analytics, the current one included (2026-03 to 2026-11): six months at least, with
 * Lebaran in the first. Older months appear in the monthly revenue reports only, to keep the seed quick.
 */
export const ANALYTICS_MONTHS = 9;
/**
 * Months that also get breakdowns (traffic source, age and gender, operating system): August to
 * November hold the longest window (60 days) and nearly all of the 60 days it is compared with.
 */
export const BREAKDOWN_MONTHS = 4;
/** Titles per YouTube company with daily asset analytics: the hits. */
export const ASSET_TITLES = 6;

const DAY_MS = 86_400_000;
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A changed trend planted in the feeds: from `from` the title's plays move towards `factor` × over `days` days. */
interface Planted {
  /** The company, by its owner's email. */
  owner: string;
  /** The title (its place in the company's list, hits first); every title of the company when absent. */
  position?: number;
  feeds: readonly ('dsp' | 'youtube')[];
  /** Only this store (DSP feeds). */
  store?: string;
  /** Only this country. */
  country?: string;
  from: string;
  factor: number;
  days: number;
  /** The traffic source the plays gained (or lost) come through. */
  source?: string;
}

/**
 * What Smart Analytics (and anyone reading the charts) should find over the last four weeks to
 * DEMO_ANALYTICS_END. Titles are named by position: for owner@musik.demo 0 is "Rindu Kampung Halaman",
 * 1 "Ibu", 2 "Sawah", 3 "Sungai Kecil", 4 "Malam Minggu"; for owner@timur.demo 0 is "Sio Mama".
 */
export const PLANTED: readonly Planted[] = [
  // "Sawah" is added to an editorial Spotify playlist: four times the plays within three weeks, all through playlists.
  {
    owner: 'owner@musik.demo',
    position: 2,
    feeds: ['dsp'],
    store: 'spotify',
    from: '2026-10-30',
    factor: 4,
    days: 21,
    source: 'PLAYLIST',
  },
  // "Ibu" is taken off a Spotify playlist: Spotify plays fall to 30% in two days; the other stores go on as before.
  {
    owner: 'owner@musik.demo',
    position: 1,
    feeds: ['dsp'],
    store: 'spotify',
    from: '2026-11-06',
    factor: 0.3,
    days: 2,
    source: 'PLAYLIST',
  },
  // "Sungai Kecil" breaks out in Malaysia (a TikTok trend): ten times the Malaysian plays on every store, found by search.
  {
    owner: 'owner@musik.demo',
    position: 3,
    feeds: ['dsp'],
    country: 'MY',
    from: '2026-11-02',
    factor: 10,
    days: 12,
    source: 'SEARCH',
  },
  // The "Malam Minggu" video goes viral on YouTube: five times the views in about three weeks, through Shorts and related videos.
  {
    owner: 'owner@musik.demo',
    position: 4,
    feeds: ['youtube'],
    from: '2026-10-26',
    factor: 5,
    days: 24,
    source: 'SHORTS',
  },
  // "Sio Mama" takes off in the Netherlands (the Moluccan community there): seven times the Dutch plays and views.
  {
    owner: 'owner@timur.demo',
    position: 0,
    feeds: ['dsp', 'youtube'],
    country: 'NL',
    from: '2026-10-19',
    factor: 7,
    days: 14,
    source: 'SEARCH',
  },
  // A video of owner@timur.demo's back catalogue loses its place in a big channel's playlist: a quarter of the views left.
  {
    owner: 'owner@timur.demo',
    position: 2,
    feeds: ['youtube'],
    from: '2026-11-08',
    factor: 0.25,
    days: 2,
    source: 'PLAYLIST',
  },
  // owner@indie.demo loses its JOOX placement: every title's JOOX plays fall to 35% in three days.
  { owner: 'owner@indie.demo', feeds: ['dsp'], store: 'joox', from: '2026-11-01', factor: 0.35, days: 3 },
  // "Rindu Kampung Halaman" lands on YouTube Music's front page overnight: four and a half times the plays from one day to the next.
  {
    owner: 'owner@musik.demo',
    position: 0,
    feeds: ['dsp'],
    store: 'youtube_music',
    from: '2026-11-16',
    factor: 4.5,
    days: 1,
    source: 'PLAYLIST',
  },
  // owner@agg.demo's hit is picked up by YouTube Music's mixes: two and a half times the plays over four weeks.
  {
    owner: 'owner@agg.demo',
    position: 0,
    feeds: ['dsp'],
    store: 'youtube_music',
    from: '2026-10-27',
    factor: 2.5,
    days: 28,
    source: 'PLAYLIST',
  },
];

/** Idul Fitri 1447 H. */
const IDUL_FITRI = timeOf('2026-03-20');
/** Lebaran's extra plays at their peak: for every title, and for a title about going home. */
const LEBARAN = { all: 0.3, themed: 3.5 };
const LEBARAN_TITLES = new Set(['Rindu Kampung Halaman']);
/** The audience grows about 5% a month from the first month of the demo reports. */
const GROWTH_FROM = Date.UTC(2025, 10, 1);

/** Plays by weekday (Sunday first): Friday evening and the weekend are busiest, video more so than audio. */
const WEEKDAY: Record<'dsp' | 'youtube', readonly number[]> = {
  dsp: [1.08, 0.95, 0.94, 0.95, 0.97, 1.04, 1.12],
  youtube: [1.18, 0.93, 0.92, 0.93, 0.95, 1.0, 1.15],
};

/** A store's daily plays of a title of weight 1 (a company's biggest hit), its countries' shares, and its listeners. */
interface StoreShape {
  store: string;
  daily: number;
  countries: readonly [string, number][];
  /** The countries broken down by traffic source, audience and operating system. */
  breakdowns: readonly string[];
  /** Listeners a day per play. */
  listeners: number;
  /** The share of plays on iOS. */
  ios: number;
}

/** The stores of the DSP feeds, by the names the store reports use; Spotify's size matches the Spotify-like report. */
export const DSP_STORES: readonly StoreShape[] = [
  {
    store: 'spotify',
    daily: 3_000,
    countries: [
      ['ID', 0.72],
      ['MY', 0.1],
      ['SG', 0.045],
      ['US', 0.04],
      ['AU', 0.025],
      ['NL', 0.02],
      ['JP', 0.015],
    ],
    breakdowns: ['ID', 'MY'],
    listeners: 0.62,
    ios: 0.17,
  },
  {
    store: 'youtube_music',
    daily: 1_300,
    countries: [
      ['ID', 0.82],
      ['MY', 0.09],
      ['SG', 0.03],
      ['US', 0.03],
      ['NL', 0.015],
    ],
    breakdowns: ['ID'],
    listeners: 0.7,
    ios: 0.09,
  },
  {
    store: 'apple_music',
    daily: 600,
    countries: [
      ['ID', 0.52],
      ['US', 0.15],
      ['JP', 0.11],
      ['SG', 0.08],
      ['AU', 0.08],
      ['MY', 0.04],
      ['NL', 0.02],
    ],
    breakdowns: ['ID'],
    listeners: 0.55,
    ios: 0.93,
  },
  {
    store: 'joox',
    daily: 800,
    countries: [
      ['ID', 0.8],
      ['MY', 0.2],
    ],
    // JOOX and Deezer send totals only.
    breakdowns: [],
    listeners: 0.66,
    ios: 0.12,
  },
  {
    store: 'deezer',
    daily: 160,
    countries: [
      ['ID', 0.45],
      ['NL', 0.25],
      ['US', 0.15],
      ['MY', 0.1],
      ['AU', 0.05],
    ],
    breakdowns: [],
    listeners: 0.6,
    ios: 0.25,
  },
];

/** YouTube views a day of a title of weight 1, and their countries (Indonesian workers abroad, and the neighbours). */
const YOUTUBE_DAILY = 6_000;
const YOUTUBE_COUNTRIES: readonly [string, number][] = [
  ['ID', 0.8],
  ['MY', 0.08],
  ['SG', 0.025],
  ['US', 0.025],
  ['SA', 0.02],
  ['TW', 0.02],
  ['JP', 0.01],
  ['NL', 0.01],
  ['AU', 0.01],
];
const YOUTUBE_BREAKDOWNS = { asset: ['ID'], channel: ['ID', 'MY'] };
/** A channel's views beyond its titles' asset videos (lyric videos, behind the scenes, live clips), as a share. */
const CHANNEL_EXTRA = 0.18;
/** A country's series is left out for a title whose expected plays there are fewer than this a day. */
const MIN_DAILY = 5;
/** Partner revenue per YouTube view in USD micros (RPM ÷ 1000); the demo reports use the same. */
const YOUTUBE_RPM: Record<string, bigint> = {
  ID: 600n,
  MY: 1_100n,
  SG: 2_600n,
  US: 3_400n,
  SA: 1_500n,
  TW: 1_800n,
  JP: 2_300n,
  NL: 2_900n,
  AU: 3_100n,
};

const TRAFFIC: Record<'dsp' | 'youtube', readonly [string, number][]> = {
  dsp: [
    ['PLAYLIST', 0.47],
    ['LIBRARY', 0.22],
    ['SEARCH', 0.19],
    ['ARTIST_PROFILE', 0.12],
  ],
  youtube: [
    ['YT_SEARCH', 0.3],
    ['RELATED_VIDEO', 0.28],
    ['SHORTS', 0.12],
    ['PLAYLIST', 0.1],
    ['SUBSCRIBER', 0.1],
    ['EXT_URL', 0.1],
  ],
};
/** Listeners by gender and age: young, slightly more men; Apple Music and YouTube a little older. */
const AUDIENCE: readonly [Record<'gender' | 'age_group', string>, number][] = [
  [{ gender: 'FEMALE', age_group: 'AGE_13_17' }, 0.05],
  [{ gender: 'FEMALE', age_group: 'AGE_18_24' }, 0.18],
  [{ gender: 'FEMALE', age_group: 'AGE_25_34' }, 0.14],
  [{ gender: 'FEMALE', age_group: 'AGE_35_44' }, 0.06],
  [{ gender: 'FEMALE', age_group: 'AGE_45_54' }, 0.02],
  [{ gender: 'MALE', age_group: 'AGE_13_17' }, 0.04],
  [{ gender: 'MALE', age_group: 'AGE_18_24' }, 0.2],
  [{ gender: 'MALE', age_group: 'AGE_25_34' }, 0.18],
  [{ gender: 'MALE', age_group: 'AGE_35_44' }, 0.09],
  [{ gender: 'MALE', age_group: 'AGE_45_54' }, 0.04],
];
/** How much more of an age group's share an older-leaning audience has (applied, then renormalised). */
const OLDER: Record<string, number> = { AGE_13_17: 0.6, AGE_18_24: 0.8, AGE_25_34: 1.1, AGE_35_44: 1.6, AGE_45_54: 2 };
const YOUTUBE_SYSTEMS: readonly [string, number][] = [
  ['ANDROID', 0.78],
  ['IOS', 0.1],
  ['WINDOWS', 0.06],
  ['SMART_TV', 0.06],
];

/** One day of the feeds. */
interface Day {
  /** `YYYYMMDD`, as the Reporting API writes it. */
  date: string;
  time: number;
  weekday: number;
}

/** One month of daily feeds: its days (up to DEMO_ANALYTICS_END in the last) and whether they get breakdowns. */
export interface AnalyticsMonth {
  period: string;
  days: readonly Day[];
  breakdowns: boolean;
}

/** The `count` months of daily analytics ending with `end`'s month, oldest first; the last ends on `end`. */
export function analyticsMonths(end: string, count: number): AnalyticsMonth[] {
  const last = timeOf(end);
  const [year = 0, month = 0] = end.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const first = Date.UTC(year, month - 1 - (count - 1 - i), 1);
    const next = Date.UTC(year, month - (count - 1 - i), 1);
    const days: Day[] = [];
    for (let time = first; time < next && time <= last; time += DAY_MS) {
      const iso = new Date(time).toISOString();
      days.push({ date: iso.slice(0, 10).replaceAll('-', ''), time, weekday: new Date(time).getUTCDay() });
    }
    return {
      period: new Date(first).toISOString().slice(0, 7),
      days,
      breakdowns: i >= count - BREAKDOWN_MONTHS,
    };
  });
}

/** A stable number in [0, 1) from a few integers (a 32-bit mix): the same day's noise on every run. */
function unit(...values: number[]): number {
  return mix(...values) / 4_294_967_296;
}

/** A stable 32-bit number from a text (FNV-1a). */
function textHash(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  return h >>> 0;
}

/** Splits a whole number over weights exactly (largest remainder). */
function split(total: number, weights: readonly number[]): number[] {
  if (total === 0) return weights.map(() => 0);
  const parts = allocateByShares(
    BigInt(total),
    weights.map((weight, i) => ({ id: String(i), weight: Math.max(0, Math.round(weight * 10_000)) })),
  );
  return weights.map((_, i) => Number(parts.get(String(i)) ?? 0n));
}

/** How far a planted change has gone on a day: 1 before it, `factor` once complete. */
function plantedFactor(planted: Planted, day: Day): number {
  const since = (day.time - timeOf(planted.from)) / DAY_MS;
  if (since < 0) return 1;
  return 1 + (planted.factor - 1) * Math.min(1, (since + 1) / planted.days);
}

/** Nothing before the release day, then a climb over about three weeks with a bump in the first week; nothing once taken down. */
function releaseRamp(item: DemoItem, day: Day): number {
  if (item.takenDownOn && day.time >= timeOf(item.takenDownOn)) return 0;
  if (!item.releaseDate) return 1;
  const since = (day.time - timeOf(item.releaseDate)) / DAY_MS;
  if (since < 0) return 0;
  return (1 - Math.exp(-(since + 1) / 6)) * (1 + 0.5 * Math.exp(-since / 5));
}

/** The title's level on a day before country and store: growth, the weekly rhythm, Lebaran and its release. */
function level(item: DemoItem, kind: 'dsp' | 'youtube', day: Day): number {
  const growth = 1 + (0.05 * (day.time - GROWTH_FROM)) / (30.44 * DAY_MS);
  const lebaran = LEBARAN_TITLES.has(item.title) ? LEBARAN.themed : LEBARAN.all;
  const peak = Math.exp(-(((day.time - IDUL_FITRI + DAY_MS) / DAY_MS / 5) ** 2));
  return growth * (WEEKDAY[kind][day.weekday] ?? 1) * (1 + lebaran * peak) * releaseRamp(item, day);
}

/** One title's (or unknown title's) daily series on one store or on YouTube. */
interface Series {
  item: DemoItem;
  kind: 'dsp' | 'youtube';
  store: string;
  countries: readonly [string, number][];
  /** Its expected plays a day at weight 1, before country shares. */
  daily: number;
  planted: readonly Planted[];
  seed: number;
}

function seriesOf(
  item: DemoItem,
  kind: 'dsp' | 'youtube',
  shape: { store: string; daily: number; countries: readonly [string, number][] },
): Series {
  const seed = textHash(`${item.isrc}:${shape.store}`);
  // Each title leans a little differently over the countries; the shares are renormalised.
  const leaning = shape.countries.map(([country, share], i) => [country, share * (0.7 + 0.6 * unit(seed, i))] as const);
  const sum = leaning.reduce((n, [, share]) => n + share, 0);
  const countries = leaning
    .map(([country, share]) => [country, share / sum] as [string, number])
    .filter(([, share]) => item.weight * shape.daily * share >= MIN_DAILY);
  const planted = PLANTED.filter(
    (p) =>
      p.owner === item.owner &&
      (p.position === undefined || p.position === item.position) &&
      p.feeds.includes(kind) &&
      (p.store === undefined || p.store === shape.store),
  );
  return { item, kind, store: shape.store, countries, daily: shape.daily, planted, seed };
}

/** A series' plays on one day in each of its countries (countries with none left out), and its planted changes there. */
function playsOn(
  series: Series,
  day: Day,
  dayIndex: number,
): { country: string; plays: number; boosts: [Planted, number][] }[] {
  const base = series.item.weight * series.daily * level(series.item, series.kind, day);
  if (base === 0) return [];
  const out: { country: string; plays: number; boosts: [Planted, number][] }[] = [];
  for (const [c, [country, share]] of series.countries.entries()) {
    let factor = 1;
    const boosts: [Planted, number][] = [];
    for (const planted of series.planted) {
      if (planted.country !== undefined && planted.country !== country) continue;
      const f = plantedFactor(planted, day);
      if (f === 1) continue;
      factor *= f;
      boosts.push([planted, f]);
    }
    const noise = 0.88 + 0.24 * unit(series.seed, c, dayIndex);
    const plays = Math.round(base * share * factor * noise);
    if (plays > 0) out.push({ country, plays, boosts });
  }
  return out;
}

/**
 * Traffic source shares on a day: a planted change with a source moves its gained (or lost) plays
 * through that source, so a playlist add shows as playlist plays.
 */
function trafficShares(kind: 'dsp' | 'youtube', boosts: readonly [Planted, number][]): number[] {
  const sources = TRAFFIC[kind];
  const weights = sources.map(([, share]) => share);
  for (const [planted, factor] of boosts) {
    const at = sources.findIndex(([source]) => source === planted.source);
    if (at < 0) continue;
    // Relative to plays before the change (1): the source gains factor − 1, or loses what was lost, down to a trickle.
    const total = weights.reduce((n, w) => n + w, 0);
    weights[at] = Math.max(0.02 * total, (weights[at] ?? 0) + (factor - 1) * total);
  }
  return weights;
}

function audienceShares(store: string, seed: number): number[] {
  const older = store === 'apple_music' || store === 'youtube';
  // Titles differ a little in who listens.
  return AUDIENCE.map(([{ age_group }], i) => {
    const share = AUDIENCE[i]?.[1] ?? 0;
    return share * (older ? (OLDER[age_group] ?? 1) : 1) * (0.8 + 0.4 * unit(seed, 100 + i));
  });
}

/** The breakdown rows of one series' country on one day: traffic sources, gender × age, operating systems. */
function breakdownGroups(
  series: Series,
  plays: number,
  boosts: readonly [Planted, number][],
  ios: number,
): [AnalyticsFeedRow['dimension'], number][] {
  const traffic = TRAFFIC[series.kind];
  const systems: readonly [string, number][] =
    series.kind === 'youtube'
      ? YOUTUBE_SYSTEMS
      : [
          ['ANDROID', 1 - ios],
          ['IOS', ios],
        ];
  const groups: [AnalyticsFeedRow['dimension'], number][][] = [];
  const bySource = split(plays, trafficShares(series.kind, boosts));
  groups.push(traffic.map(([source], i) => [{ traffic_source_type: source }, bySource[i] ?? 0]));
  const byAudience = split(plays, audienceShares(series.store, series.seed));
  groups.push(AUDIENCE.map(([dimension], i) => [dimension, byAudience[i] ?? 0]));
  const bySystem = split(
    plays,
    systems.map(([, share]) => share),
  );
  groups.push(systems.map(([os], i) => [{ operating_system: os }, bySystem[i] ?? 0]));
  // Feeds leave out what nobody played.
  return groups.flat().filter(([, n]) => n > 0);
}

/** A store's metrics for a number of plays: listeners, saves and how often a play is heard to the end. */
function dspMetrics(series: Series, shape: StoreShape, plays: number): Record<string, string> {
  return {
    streams: String(plays),
    listeners: String(Math.max(1, Math.round(plays * shape.listeners))),
    saves: String(Math.round(plays * (0.025 + 0.02 * unit(series.seed, 7)))),
    completion_rate: (0.58 + 0.27 * unit(series.seed, 8)).toFixed(2),
  };
}

function youtubeMetrics(views: number, country: string): Record<string, string> {
  const gained = Math.round(views / 350);
  return {
    views: String(views),
    // About 2.8 minutes watched per view.
    watch_time_minutes: (views * 2.8).toFixed(2),
    estimated_partner_revenue: formatMicros(BigInt(views) * (YOUTUBE_RPM[country] ?? 1_000n)),
    subscribers_gained: String(gained),
    subscribers_lost: String(Math.round(gained / 6)),
  };
}

/** The rows of one series over a month: each country's total, and breakdowns in the big countries. */
function* seriesRows(
  month: AnalyticsMonth,
  series: Series,
  keys: AnalyticsFeedRow['keys'],
  breakdowns: readonly string[],
  metrics: (plays: number, country: string) => Record<string, string>,
  ios = 0,
): Generator<AnalyticsFeedRow> {
  for (const day of month.days) {
    const dayIndex = Math.round(day.time / DAY_MS);
    for (const { country, plays, boosts } of playsOn(series, day, dayIndex)) {
      yield { date: day.date, keys, country, dimension: {}, metrics: metrics(plays, country) };
      if (!month.breakdowns || !breakdowns.includes(country)) continue;
      for (const [dimension, part] of breakdownGroups(series, plays, boosts, ios)) {
        yield { date: day.date, keys, country, dimension, metrics: metrics(part, country) };
      }
    }
  }
}

const youtubeShape = { store: 'youtube', daily: YOUTUBE_DAILY, countries: YOUTUBE_COUNTRIES };

/** The first `count` titles of each company: the catalogue lists each company's hits first. */
const topTitles = (items: readonly DemoItem[], count: number) =>
  items.filter((item) => !item.upload && item.position < count);

function* assetFeed(month: AnalyticsMonth, items: readonly DemoItem[], unknown: readonly DemoItem[]) {
  // The hits, and the videos others uploaded of the company's songs, on the uploaders' channels.
  const uploads = items.filter((item) => item.upload);
  for (const item of [...topTitles(items, ASSET_TITLES), ...uploads, ...unknown]) {
    const keys = {
      channel_id: item.channelId ?? '',
      video_id: item.assetId?.slice(1, 12) ?? '',
      asset_id: item.assetId ?? '',
    };
    const series = seriesOf(item, 'youtube', youtubeShape);
    yield* seriesRows(month, series, keys, item.owner ? YOUTUBE_BREAKDOWNS.asset : [], youtubeMetrics);
  }
}

/**
 * Each channel's views: the sum of all its titles' videos (not only those with asset analytics) plus
 * CHANNEL_EXTRA for its other uploads, by country, so a channel always has more than its assets.
 */
function* channelFeed(month: AnalyticsMonth, items: readonly DemoItem[]) {
  const channels = new Map<string, Series[]>();
  for (const item of items) {
    // Only the company's own channels: an upload of someone else's is on their channel, not the company's.
    if (!item.channelId || item.upload) continue;
    channels.set(item.channelId, [...(channels.get(item.channelId) ?? []), seriesOf(item, 'youtube', youtubeShape)]);
  }
  for (const [channelId, all] of channels) {
    const keys = { channel_id: channelId };
    const seed = textHash(channelId);
    // The channel as one series whose daily plays are its titles' summed: fed through the same rows.
    for (const day of month.days) {
      const dayIndex = Math.round(day.time / DAY_MS);
      const byCountry = new Map<string, number>();
      for (const series of all) {
        for (const { country, plays } of playsOn(series, day, dayIndex)) {
          byCountry.set(country, (byCountry.get(country) ?? 0) + plays);
        }
      }
      for (const [country, plays] of byCountry) {
        const views = Math.round(plays * (1 + CHANNEL_EXTRA * (0.9 + 0.2 * unit(seed, dayIndex))));
        yield { date: day.date, keys, country, dimension: {}, metrics: youtubeMetrics(views, country) };
        if (!month.breakdowns || !YOUTUBE_BREAKDOWNS.channel.includes(country)) continue;
        const series: Series = { ...(all[0] as Series), seed, planted: [] };
        for (const [dimension, part] of breakdownGroups(series, views, [], 0)) {
          yield { date: day.date, keys, country, dimension, metrics: youtubeMetrics(part, country) };
        }
      }
    }
  }
}

function* dspFeed(month: AnalyticsMonth, shape: StoreShape, items: readonly DemoItem[], unknown: readonly DemoItem[]) {
  // Titles nobody owns reach the biggest store's feed, so the feed's run has unmatched rows.
  const onStore = items.filter((item) => item.stores.includes(shape.store));
  for (const item of shape.store === 'spotify' ? [...onStore, ...unknown] : onStore) {
    const series = seriesOf(item, 'dsp', shape);
    const keys = { store: shape.store, isrc: item.isrc, upc: item.upc ?? '' };
    const breakdowns = item.owner ? shape.breakdowns : [];
    yield* seriesRows(month, series, keys, breakdowns, (plays) => dspMetrics(series, shape, plays), shape.ios);
  }
}

/** The days of a whole month, `YYYY-MM`. */
function daysOf(period: string): Day[] {
  const [year = 0, month = 0] = period.split('-').map(Number);
  const days: Day[] = [];
  for (let time = Date.UTC(year, month - 1, 1); time < Date.UTC(year, month, 1); time += DAY_MS) {
    const iso = new Date(time).toISOString();
    days.push({ date: iso.slice(0, 10).replaceAll('-', ''), time, weekday: new Date(time).getUTCDay() });
  }
  return days;
}

/**
 * Everything a title was played on a store in a month, by country, as the daily feeds count it: the
 * store's monthly report pays for part of these (`./demo-reports.ts`), never more.
 */
export function monthlyPlays(item: DemoItem, store: string, period: string): Map<string, number> {
  const shape = DSP_STORES.find((s) => s.store === store);
  const plays = new Map<string, number>();
  if (!shape) return plays;
  const series = seriesOf(item, 'dsp', shape);
  for (const day of daysOf(period)) {
    for (const { country, plays: n } of playsOn(series, day, Math.round(day.time / DAY_MS))) {
      plays.set(country, (plays.get(country) ?? 0) + n);
    }
  }
  return plays;
}

/** One daily feed file of a month. */
export interface AnalyticsFile {
  feed: AnalyticsFeed;
  name: string;
  lines: Iterable<string>;
}

/** A month's feed files: YouTube assets, YouTube channels, and one per store. */
export function analyticsFiles(
  month: AnalyticsMonth,
  items: readonly DemoItem[],
  unknown: readonly DemoItem[],
): AnalyticsFile[] {
  const youtube = items.filter((item) => item.youtube);
  const dsp = items.filter((item) => item.dsp);
  const compact = month.period.replace('-', '');
  return [
    {
      feed: 'asset',
      name: `analytics_asset_daily_${compact}.csv`,
      lines: analyticsFeedLines('asset', assetFeed(month, youtube, unknown)),
    },
    {
      feed: 'channel',
      name: `analytics_channel_daily_${compact}.csv`,
      lines: analyticsFeedLines('channel', channelFeed(month, youtube)),
    },
    ...DSP_STORES.map((shape) => ({
      feed: 'dsp' as const,
      name: `analytics_dsp_${shape.store}_daily_${compact}.csv`,
      lines: analyticsFeedLines('dsp', dspFeed(month, shape, dsp, unknown)),
    })),
  ];
}
