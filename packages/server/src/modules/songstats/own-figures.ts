import {
  addDays,
  type DayRange,
  platformName,
  SONGSTATS_SCOPE_DAYS,
  type SongstatsMetric,
  type SongstatsScope,
  type SongstatsSource,
  storeKey,
} from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { type AnalyticsBreakdown, type AnalyticsGroup, sumAnalytics } from '../../ingest/analytics/index.ts';
import { daysBetween } from '../dsp/index.ts';
import { dspStoreSums, publishedDspPeriods } from '../dspreport/index.ts';
import { assetRevenueByPeriod, youtubePeriods } from '../youtube/index.ts';
import { findAssetDays, findAssetIsrcs, findStoreDays } from './songstats.repository.ts';

/** One of Irama's own sources: YouTube's asset feed, or one store's daily feed (and its published reports). */
export interface OwnSource {
  id: string;
  name: string;
  feed: 'dsp' | 'asset';
  /** The first and last day its feed reached. */
  first: string;
  asOf: string;
  metrics: SongstatsMetric[];
}

/** What the stores' feeds and reports carry; no report of ours carries playlists. */
const STORE_METRICS: SongstatsMetric[] = ['streams', 'paid_streams', 'listeners', 'saves', 'revenue', 'countries'];
const YOUTUBE_METRICS: SongstatsMetric[] = ['views', 'revenue', 'countries'];
/** Metrics that come monthly, from the published store and YouTube reports. */
export const MONTHLY_METRICS: readonly SongstatsMetric[] = ['paid_streams', 'revenue'];

/** The company's own sources, YouTube first, then the stores by name; only those with data. */
export async function ownSources(db: Db, companyId: number): Promise<OwnSource[]> {
  const scope = companyScope(companyId);
  const [stores, assets] = await Promise.all([findStoreDays(db, scope), findAssetDays(db, scope)]);
  const list: OwnSource[] = stores
    .filter((row) => row.first && row.last)
    .map((row) => ({
      id: row.store,
      name: platformName(row.store),
      feed: 'dsp' as const,
      first: String(row.first),
      asOf: String(row.last),
      metrics: STORE_METRICS,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  if (assets?.first && assets.last) {
    const youtube = { id: 'youtube', name: 'YouTube', feed: 'asset' as const, metrics: YOUTUBE_METRICS };
    list.unshift({ ...youtube, first: String(assets.first), asOf: String(assets.last) });
  }
  return list;
}

/** A source as the source list shows it. */
export const sourceAnswer = (source: OwnSource): SongstatsSource => ({
  id: source.id,
  name: source.name,
  origin: 'irama',
  verified: true,
  metrics: source.metrics,
  as_of: source.asOf,
});

/** The scope's days, ending at the source's last day (all time starts at its first). */
export function scopeRange(scope: SongstatsScope, source: Pick<OwnSource, 'first' | 'asOf'>): DayRange {
  const days = SONGSTATS_SCOPE_DAYS[scope];
  if (days === null) return { from: source.first, to: source.asOf };
  return { from: addDays(source.asOf, 1 - days), to: source.asOf };
}

/** The same number of days just before the range; null for all time. */
export function previousRange(scope: SongstatsScope, range: DayRange): DayRange | null {
  const days = SONGSTATS_SCOPE_DAYS[scope];
  if (days === null) return null;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** A published month's report counts in a range its month ends in (all time: every month up to its end). */
const monthEndsIn = (period: string, range: DayRange, scope: SongstatsScope) => {
  const [year = 0, month = 0] = period.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return last <= range.to && (scope === 'all_time' || last >= range.from);
};

/** One ISRC's figures from one source: values, and the countries it was played in. */
export interface Figures {
  values: Partial<Record<SongstatsMetric, number>>;
  countries: Set<string>;
}

const emptyFigures = (): Figures => ({ values: {}, countries: new Set() });
const add = (figures: Figures, metric: SongstatsMetric, value: number) => {
  figures.values[metric] = (figures.values[metric] ?? 0) + value;
};

/** A published report's sums of one ISRC, by period and store (`youtube` for the YouTube report). */
type ReportRow = { isrc: string; period: string; store: string; streams: number; revenue: number };

/**
 * What one request reads once and every source's figures share: the company, its published periods,
 * the report sums and YouTube assets of the ISRCs asked about.
 */
export interface FigureReads {
  db: Db;
  companyId: number;
  isrcs: readonly string[];
  /** The published periods of the store reports (`dsp`) and of the YouTube report (`asset`). */
  periods: (feed: OwnSource['feed']) => Promise<string[]>;
  reports: () => Promise<ReportRow[]>;
  assets: () => Promise<Map<string, string>>;
}

/** Reads a value once, when first asked for. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= read();
    return value;
  };
}

export function figureReads(db: Db, companyId: number, isrcs: readonly string[]): FigureReads {
  const dspPeriods = once(async () => (await publishedDspPeriods(db, companyId)).map((row) => row.period));
  const youtubeReported = once(async () => (await youtubePeriods(db, companyId)).map((row) => row.period));
  const periods = (feed: OwnSource['feed']) => (feed === 'dsp' ? dspPeriods() : youtubeReported());
  const assets = once(() => findAssetIsrcs(db, companyScope(companyId), isrcs));
  const reports = once(async () => {
    const published = await dspPeriods();
    const assetIsrcs = await assets();
    const youtube = (await assetRevenueByPeriod(db, companyId, [...assetIsrcs.keys()])).map((row) => ({
      isrc: assetIsrcs.get(row.assetId) ?? '',
      period: row.period,
      store: 'youtube',
      streams: 0,
      revenue: row.revenue,
    }));
    const perIsrc = await Promise.all(
      isrcs.map(async (isrc) =>
        (await dspStoreSums(db, companyId, published, isrc)).map((row) => ({
          isrc,
          period: row.period,
          store: storeKey(row.store),
          streams: Number(row.streams),
          revenue: Math.round(Number(row.nett_idr)),
        })),
      ),
    );
    return [...perIsrc.flat(), ...youtube];
  });
  return { db, companyId, isrcs, periods, reports, assets };
}

/** The source’s feed rows of the ISRCs over the range, grouped, with each row’s ISRC (YouTube’s by its asset). */
export async function feedRows<G extends AnalyticsGroup>(
  reads: FigureReads,
  source: OwnSource,
  range: DayRange,
  groups: readonly G[],
  breakdown: AnalyticsBreakdown = 'total',
) {
  const scope = companyScope(reads.companyId);
  const filter = { breakdown, from: range.from, to: range.to };
  if (source.feed === 'asset') {
    const assets = await reads.assets();
    const rows = await sumAnalytics(reads.db, scope, { ...filter, feed: 'asset', itemKeys: [...assets.keys()] }, [
      'item_key',
      ...groups,
    ]);
    return rows.map((row) => ({ ...row, isrc: assets.get(row.item_key) ?? '' }));
  }
  const rows = await sumAnalytics(
    reads.db,
    scope,
    { ...filter, feed: 'dsp', store: source.id, itemKeys: reads.isrcs },
    ['item_key', ...groups],
  );
  return rows.map((row) => ({ ...row, isrc: row.item_key }));
}

/** Each ISRC's figures from the source over the range (only the source's metrics). */
export async function sourceFigures(
  reads: FigureReads,
  source: OwnSource,
  range: DayRange,
  scope: SongstatsScope,
): Promise<Map<string, Figures>> {
  const byIsrc = new Map<string, Figures>();
  const of = (isrc: string) => {
    const figures = byIsrc.get(isrc) ?? emptyFigures();
    byIsrc.set(isrc, figures);
    return figures;
  };
  // Listeners are averaged over the days the source has data for, not days before its feed began.
  const days = daysBetween(range.from < source.first ? source.first : range.from, range.to).length;
  for (const row of await feedRows(reads, source, range, ['country'])) {
    const figures = of(row.isrc);
    if (source.feed === 'asset') add(figures, 'views', row.views);
    else {
      add(figures, 'streams', row.views);
      add(figures, 'listeners', row.listeners);
      add(figures, 'saves', row.saves);
    }
    if (row.views > 0 && row.country) figures.countries.add(row.country);
  }
  for (const row of await reads.reports()) {
    if (row.store !== storeKey(source.id) || !monthEndsIn(row.period, range, scope)) continue;
    const figures = of(row.isrc);
    if (source.feed === 'dsp') add(figures, 'paid_streams', row.streams);
    add(figures, 'revenue', row.revenue);
  }
  for (const figures of byIsrc.values()) {
    // Listeners summed over days are listener-days: the answer is their daily average.
    if (figures.values.listeners !== undefined) figures.values.listeners = Math.round(figures.values.listeners / days);
    figures.values.countries = figures.countries.size;
  }
  return byIsrc;
}

/** Figures of several ISRCs (or sources) summed; countries counted once. */
export function sumFigures(list: Iterable<Figures>): Figures {
  const total = emptyFigures();
  for (const figures of list) {
    for (const [metric, value] of Object.entries(figures.values)) add(total, metric as SongstatsMetric, value);
    for (const country of figures.countries) total.countries.add(country);
  }
  total.values.countries = total.countries.size;
  return total;
}

/**
 * The metrics a source has figures of over the range: its monthly report figures only when a published
 * month of its report ends in it; before the first such month they are not known yet, which is not zero.
 */
export async function metricsIn(
  reads: FigureReads,
  source: OwnSource,
  range: DayRange,
  scope: SongstatsScope,
): Promise<SongstatsMetric[]> {
  const reported = (await reads.periods(source.feed)).some((period) => monthEndsIn(period, range, scope));
  return reported ? source.metrics : source.metrics.filter((metric) => !MONTHLY_METRICS.includes(metric));
}

/** The values of the metrics asked for, zero where the source had nothing. */
export const valuesOf = (figures: Figures, metrics: readonly SongstatsMetric[]) =>
  Object.fromEntries(metrics.map((metric) => [metric, figures.values[metric] ?? 0])) as Partial<
    Record<SongstatsMetric, number>
  >;

/** The source's daily (or, for report figures, monthly) values of one metric over the range, zeros included. */
export async function sourceHistory(
  reads: FigureReads,
  source: OwnSource,
  metric: SongstatsMetric,
  range: DayRange,
  scope: SongstatsScope,
): Promise<{ interval: 'day' | 'month'; points: { date: string; value: number }[] }> {
  if (MONTHLY_METRICS.includes(metric)) {
    const sums = new Map<string, number>();
    for (const row of await reads.reports()) {
      if (row.store !== storeKey(source.id) || !monthEndsIn(row.period, range, scope)) continue;
      sums.set(row.period, (sums.get(row.period) ?? 0) + (metric === 'revenue' ? row.revenue : row.streams));
    }
    const months = [...sums.keys()].sort();
    const first = months[0];
    const all = first ? [...new Set(daysBetween(`${first}-01`, range.to).map((day) => day.slice(0, 7)))] : [];
    return {
      interval: 'month',
      points: all
        .filter((month) => monthEndsIn(month, range, scope))
        .map((date) => ({ date, value: sums.get(date) ?? 0 })),
    };
  }
  const byDay = new Map<string, number>();
  const countries = new Map<string, Set<string>>();
  for (const row of await feedRows(reads, source, range, ['day', 'country'])) {
    const value = metric === 'listeners' ? row.listeners : metric === 'saves' ? row.saves : row.views;
    byDay.set(row.day, (byDay.get(row.day) ?? 0) + value);
    if (row.views > 0 && row.country) countries.set(row.day, (countries.get(row.day) ?? new Set()).add(row.country));
  }
  return {
    interval: 'day',
    points: daysBetween(range.from, range.to).map((date) => ({
      date,
      value: metric === 'countries' ? (countries.get(date)?.size ?? 0) : (byDay.get(date) ?? 0),
    })),
  };
}
