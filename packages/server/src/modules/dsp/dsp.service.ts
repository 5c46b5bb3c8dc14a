import {
  type AnalyticsRange,
  type AnalyticsWindow,
  type DspAudience,
  type DspCountries,
  type DspInfo,
  type DspTrendPoint,
  type DspTrends,
  hasServiceFor,
  resolveAnalyticsWindow,
} from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import {
  type AnalyticsFilter,
  type AnalyticsGroup,
  lastAnalyticsDay,
  sumAnalytics,
} from '../../ingest/analytics/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { changeBps, daysBetween, measuresOf, regroup, sharesOf } from './dsp.figures.ts';
import { isCompanySong } from './dsp.repository.ts';

/** What the DSP analytics read: the database, and today's date for a company without data yet. */
export interface DspDeps {
  db: Db;
  now?: () => Date;
}

/** Which songs a call is about: the whole company, or one of its ISRCs. */
export interface DspScope {
  companyId: number;
  isrc?: string;
}

/** The window's days, the previous ones, and whether the company has any store analytics at all. */
export interface DspWindow {
  range: AnalyticsRange;
  hasData: boolean;
  days: number;
  previousDays: number;
}

/**
 * Store analytics are for companies with the DSP (or music) service: to others they are not there
 * (404, like a missing page), since no permission key covers analytics (SPEC §6).
 */
export function dspCompany(caller: Caller): number {
  if (!hasServiceFor(caller.company.services, 'dsp')) throw notFound();
  return caller.company.id;
}

/** The song scope of a per-song call; another company's ISRC answers like a missing one. */
export async function songScope(deps: DspDeps, caller: Caller, isrc: string): Promise<DspScope> {
  const companyId = dspCompany(caller);
  if (!(await isCompanySong(deps.db, companyScope(companyId), isrc))) throw notFound();
  return { companyId, isrc };
}

/** The window ending at the last day the company's store analytics reach (today when there are none). */
export async function dspWindow(deps: DspDeps, companyId: number, window: AnalyticsWindow): Promise<DspWindow> {
  const last = await lastAnalyticsDay(deps.db, companyScope(companyId), 'dsp');
  const asOf = last ?? (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
  const range = resolveAnalyticsWindow(window, asOf);
  return {
    range,
    hasData: last !== null,
    days: daysBetween(range.from, range.to).length,
    previousDays: daysBetween(range.previous_from, range.previous_to).length,
  };
}

/** The rollup filter of the scope's songs between two days, in one breakdown. */
export const filterOf = (
  scope: DspScope,
  from: string,
  to: string,
  breakdown: AnalyticsFilter['breakdown'] = 'total',
): AnalyticsFilter => ({
  feed: 'dsp',
  breakdown,
  from,
  to,
  ...(scope.isrc ? { itemKeys: [scope.isrc] } : {}),
});

/** `sumAnalytics` over the scope's company. */
export const sumFor = <G extends AnalyticsGroup>(
  deps: DspDeps,
  scope: DspScope,
  filter: AnalyticsFilter,
  groups: readonly G[] = [],
) => sumAnalytics(deps.db, companyScope(scope.companyId), filter, groups);

/** The scope's totals between two days. */
export const sumsOver = async (deps: DspDeps, scope: DspScope, from: string, to: string) =>
  (await sumFor(deps, scope, filterOf(scope, from, to)))[0];

/** Every store the scope has analytics from, most streamed first. */
export async function platformsOf(deps: DspDeps, scope: DspScope, asOf: string): Promise<string[]> {
  const rows = await sumFor(deps, scope, filterOf(scope, '0000-01-01', asOf), ['store']);
  return rows.sort((a, b) => b.views - a.views || a.store.localeCompare(b.store)).map((row) => row.store);
}

export async function dspInfo(deps: DspDeps, companyId: number, window: AnalyticsWindow): Promise<DspInfo> {
  const w = await dspWindow(deps, companyId, window);
  const { range } = w;
  const scope = { companyId };
  // One read by (song, country) gives the totals, the songs and the countries.
  const [songCountries, before, platforms] = await Promise.all([
    sumFor(deps, scope, filterOf(scope, range.from, range.to), ['item_key', 'country']),
    sumsOver(deps, scope, range.previous_from, range.previous_to),
    platformsOf(deps, scope, range.as_of),
  ]);
  const now = regroup(songCountries, 'all', () => '')[0];
  const songs = regroup(songCountries, 'item_key', (row) => row.item_key);
  const countries = regroup(songCountries, 'country', (row) => row.country);
  const totals = measuresOf(now, w.days);
  const previous = measuresOf(before, w.previousDays);
  return {
    range,
    has_data: w.hasData,
    totals,
    previous,
    streams_change_bps: changeBps(totals.streams, previous.streams),
    songs: songs.filter((row) => row.views > 0).length,
    countries: countries.filter((row) => row.views > 0).length,
    platforms,
  };
}

/** The first day of the month `back` months before `day`'s. */
const monthStart = (day: string, back: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
};

/** Daily figures of the range and the 6 months ending at `as_of`'s month, of one store or all. */
export async function dspTrends(
  deps: DspDeps,
  scope: DspScope,
  window: AnalyticsWindow,
  platform: string | undefined,
): Promise<DspTrends> {
  const w = await dspWindow(deps, scope.companyId, window);
  const { range } = w;
  const sixMonths = monthStart(range.as_of, 5);
  const from = sixMonths < range.from ? sixMonths : range.from;
  const filter = { ...filterOf(scope, from, range.as_of), ...(platform ? { store: platform } : {}) };
  const rows = await sumFor(deps, scope, filter, ['day']);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const daily: DspTrendPoint[] = daysBetween(range.from, range.to).map((day) => ({
    date: day,
    ...measuresOf(byDay.get(day), 1),
  }));
  const byMonth = new Map(regroup(rows, 'month', (row) => row.day.slice(0, 7)).map((row) => [row.month, row]));
  const monthly: DspTrendPoint[] = [];
  for (let back = 5; back >= 0; back -= 1) {
    const start = monthStart(range.as_of, back);
    const next = monthStart(range.as_of, back - 1);
    const days = daysBetween(start, next)
      .slice(0, -1)
      .filter((day) => day <= range.as_of);
    const month = start.slice(0, 7);
    monthly.push({ date: month, ...measuresOf(byMonth.get(month), days.length) });
  }
  return { range, platform_id: platform ?? null, daily, monthly };
}

/** Streams, or average daily listeners, by country. */
export async function dspCountries(
  deps: DspDeps,
  scope: DspScope,
  window: AnalyticsWindow,
  measure: 'streams' | 'listeners',
): Promise<DspCountries> {
  const w = await dspWindow(deps, scope.companyId, window);
  const rows = await sumFor(deps, scope, filterOf(scope, w.range.from, w.range.to), ['country']);
  const values = rows.map((row) => ({
    key: row.country,
    value: measure === 'streams' ? row.views : measuresOf(row, w.days).listeners,
  }));
  return { range: w.range, measure, countries: sharesOf(values) };
}

/** Streams by gender, age group, operating system and traffic source. */
export async function dspAudience(deps: DspDeps, scope: DspScope, window: AnalyticsWindow): Promise<DspAudience> {
  const w = await dspWindow(deps, scope.companyId, window);
  const { from, to } = w.range;
  const [demographic, os, traffic] = await Promise.all([
    sumFor(deps, scope, filterOf(scope, from, to, 'demographic'), ['gender', 'age_group']),
    sumFor(deps, scope, filterOf(scope, from, to, 'os'), ['operating_system']),
    sumFor(deps, scope, filterOf(scope, from, to, 'traffic_source'), ['traffic_source']),
  ]);
  const by = <R extends { views: number }>(rows: R[], keyOf: (row: R) => string) => {
    const sums = new Map<string, number>();
    for (const row of rows) sums.set(keyOf(row), (sums.get(keyOf(row)) ?? 0) + row.views);
    return sharesOf([...sums].map(([key, value]) => ({ key, value })));
  };
  return {
    range: w.range,
    gender: by(
      demographic.filter((row) => row.gender !== ''),
      (row) => row.gender,
    ),
    age_group: by(
      demographic.filter((row) => row.age_group !== ''),
      (row) => row.age_group,
    ),
    operating_system: by(os, (row) => row.operating_system),
    traffic_source: by(traffic, (row) => row.traffic_source),
  };
}
