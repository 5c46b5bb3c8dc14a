import {
  type AnalyticsAudience,
  type AnalyticsRange,
  type AnalyticsSeries,
  type AnalyticsShare,
  type AnalyticsSummary,
  type AnalyticsTop,
  type AnalyticsTopRow,
  type AnalyticsTotals,
  type AnalyticsWindow,
  hasServiceFor,
  resolveAnalyticsWindow,
} from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import {
  type AnalyticsFeed,
  type AnalyticsFilter,
  type AnalyticsSums,
  lastAnalyticsDay,
  NO_ANALYTICS_SUMS,
} from '../../ingest/analytics/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import type { KeptAnswers } from '../../lib/kept-answer.ts';
import { findAssetsById, findProjectAssetIds, isCompanyItem, unnamedAsset } from './analytics.repository.ts';
import { sumScoped } from './scoped-sums.ts';

export interface AnalyticsDeps {
  db: Db;
  /** Answers kept per company and URL until `readAnalyticsVersion` moves on. */
  keep: KeptAnswers;
}

/** What narrows an answer: the company's own items only (checked), as the rollup reader takes them. */
export interface Scope {
  feed: AnalyticsFeed;
  itemKeys?: string[];
  channelId?: string;
}

/** The audience breakdowns are in the feeds for viewers in this country only. */
const BREAKDOWN_COUNTRY = 'ID';

/** YouTube analytics are for companies that take the YouTube service; to others they are not there. */
export function youtubeCompany(caller: Caller): number {
  if (!hasServiceFor(caller.company.services, 'youtube')) throw notFound();
  return caller.company.id;
}

/** Narrows the asset feed to a project, an asset or a channel of the company; another company's id is a 404. */
export async function assetScope(
  db: Db,
  companyId: number,
  query: { asset_label?: string | undefined; asset_id?: string | undefined; channel_id?: string | undefined },
): Promise<Scope> {
  const scope: Scope = { feed: 'asset' };
  if (query.asset_id !== undefined) {
    if (!(await isCompanyItem(db, companyScope(companyId), 'asset', query.asset_id))) throw notFound();
    scope.itemKeys = [query.asset_id];
  }
  if (query.asset_label !== undefined) {
    const ids = await findProjectAssetIds(db, companyScope(companyId), query.asset_label);
    if (ids.length === 0) throw notFound();
    scope.itemKeys = scope.itemKeys ? scope.itemKeys.filter((id) => ids.includes(id)) : ids;
  }
  if (query.channel_id !== undefined) {
    if (!(await isCompanyItem(db, companyScope(companyId), 'channel', query.channel_id))) throw notFound();
    scope.channelId = query.channel_id;
  }
  return scope;
}

/** Narrows the channel feed to one channel of the company; another company's channel is a 404. */
export async function channelScope(db: Db, companyId: number, channelId: string | undefined): Promise<Scope> {
  if (channelId === undefined) return { feed: 'channel' };
  if (!(await isCompanyItem(db, companyScope(companyId), 'channel', channelId))) throw notFound();
  return { feed: 'channel', itemKeys: [channelId] };
}

/** The window's days ending at the last day the feed reached for the company, or null before any data. */
export async function rangeOf(
  db: Db,
  companyId: number,
  feed: AnalyticsFeed,
  window: AnalyticsWindow,
): Promise<AnalyticsRange | null> {
  const asOf = await lastAnalyticsDay(db, companyScope(companyId), feed);
  return asOf ? resolveAnalyticsWindow(window, asOf) : null;
}

function totalsOf(sums: AnalyticsSums = NO_ANALYTICS_SUMS): AnalyticsTotals {
  return {
    views: sums.views,
    watch_seconds: sums.watch_seconds,
    revenue_micros: sums.revenue_micros,
    subscribers_gained: sums.subscribers_gained,
    subscribers_lost: sums.subscribers_lost,
    subscribers_net: sums.subscribers_gained - sums.subscribers_lost,
    average_view_seconds: sums.views > 0 ? Math.round(sums.watch_seconds / sums.views) : 0,
  };
}

const filterOf = (scope: Scope, from: string, to: string, breakdown: AnalyticsFilter['breakdown'] = 'total') => ({
  feed: scope.feed,
  breakdown,
  from,
  to,
  ...(scope.itemKeys ? { itemKeys: scope.itemKeys } : {}),
  ...(scope.channelId !== undefined ? { channelId: scope.channelId } : {}),
});

/** The range's totals and those of the range before it. */
export async function analyticsSummary(
  db: Db,
  companyId: number,
  scope: Scope,
  range: AnalyticsRange | null,
): Promise<AnalyticsSummary> {
  if (!range) return { range, current: totalsOf(), previous: totalsOf() };
  const [current] = await sumScoped(db, companyId, filterOf(scope, range.from, range.to));
  const [previous] = await sumScoped(db, companyId, filterOf(scope, range.previous_from, range.previous_to));
  return { range, current: totalsOf(current), previous: totalsOf(previous) };
}

/** A day in milliseconds. */
export const DAY = 86_400_000;

/** Every day of the range with its totals, zeros where the feed has none. */
export async function analyticsSeries(
  db: Db,
  companyId: number,
  scope: Scope,
  range: AnalyticsRange | null,
): Promise<AnalyticsSeries> {
  if (!range) return { range, days: [] };
  const rows = await sumScoped(db, companyId, filterOf(scope, range.from, range.to), ['day']);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = [];
  for (let time = Date.parse(`${range.from}T00:00:00Z`); time <= Date.parse(`${range.to}T00:00:00Z`); time += DAY) {
    const day = new Date(time).toISOString().slice(0, 10);
    days.push({ day, ...totalsOf(byDay.get(day)) });
  }
  return { range, days };
}

function sharesOf<G extends string>(rows: (Record<G, string> & AnalyticsSums)[], key: G): AnalyticsShare[] {
  return rows
    .map((row) => ({ key: row[key], views: row.views, watch_seconds: row.watch_seconds }))
    .filter((share) => share.key !== '' && (share.views > 0 || share.watch_seconds > 0))
    .sort((a, b) => b.views - a.views || a.key.localeCompare(b.key));
}

/** Where the views come from: every country, and traffic, gender, age and system of viewers in Indonesia. */
export async function analyticsAudience(
  db: Db,
  companyId: number,
  scope: Scope,
  range: AnalyticsRange | null,
): Promise<AnalyticsAudience> {
  const empty = { traffic_sources: [], genders: [], age_groups: [], operating_systems: [] };
  if (!range) return { range, breakdown_country: BREAKDOWN_COUNTRY, countries: [], ...empty };
  const sum = <G extends 'country' | 'traffic_source' | 'gender' | 'age_group' | 'operating_system'>(
    breakdown: AnalyticsFilter['breakdown'],
    group: G,
  ) => {
    const filter = filterOf(scope, range.from, range.to, breakdown);
    return sumScoped(db, companyId, breakdown === 'total' ? filter : { ...filter, country: BREAKDOWN_COUNTRY }, [
      group,
    ]);
  };
  return {
    range,
    breakdown_country: BREAKDOWN_COUNTRY,
    countries: sharesOf(await sum('total', 'country'), 'country'),
    traffic_sources: sharesOf(await sum('traffic_source', 'traffic_source'), 'traffic_source'),
    genders: sharesOf(await sum('demographic', 'gender'), 'gender'),
    age_groups: sharesOf(await sum('demographic', 'age_group'), 'age_group').sort((a, b) => a.key.localeCompare(b.key)),
    operating_systems: sharesOf(await sum('os', 'operating_system'), 'operating_system'),
  };
}

/**
 * The top assets by estimated revenue and the top videos by views, from the asset feed. `scope` is an
 * asset scope: the channel page passes its channel as `channelId`.
 */
export async function analyticsTop(
  db: Db,
  companyId: number,
  scope: Scope,
  range: AnalyticsRange | null,
  limit: number,
): Promise<AnalyticsTop> {
  if (!range) return { range, assets: [], videos: [] };
  const rows = await sumScoped(db, companyId, filterOf(scope, range.from, range.to), ['item_key']);
  const byRevenue = [...rows].sort((a, b) => b.revenue_micros - a.revenue_micros || b.views - a.views).slice(0, limit);
  const byViews = [...rows].sort((a, b) => b.views - a.views || b.revenue_micros - a.revenue_micros).slice(0, limit);
  const ids = [...new Set([...byRevenue, ...byViews].map((row) => row.item_key))];
  const catalogue = await findAssetsById(db, companyScope(companyId), ids);
  const rowOf = (row: (typeof rows)[number]): AnalyticsTopRow => ({
    ...(catalogue.get(row.item_key) ?? unnamedAsset(row.item_key)),
    views: row.views,
    watch_seconds: row.watch_seconds,
    revenue_micros: row.revenue_micros,
  });
  return { range, assets: byRevenue.map(rowOf), videos: byViews.map(rowOf) };
}
