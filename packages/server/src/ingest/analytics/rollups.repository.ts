import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inScope, type Scope } from '../../db/scope.ts';
import { selectScoped } from '../../db/scoped-queries.ts';
import type { AnalyticsBreakdown, AnalyticsFeed } from './columns.ts';

/** The measures every analytics answer sums (SPEC §3): views or streams, watch time, revenue, subscribers, listeners, saves, completions. */
export const ANALYTICS_SUMS = [
  'views',
  'watch_seconds',
  'revenue_micros',
  'subscribers_gained',
  'subscribers_lost',
  'listeners',
  'saves',
  'completions',
] as const;
export type AnalyticsSums = Record<(typeof ANALYTICS_SUMS)[number], number>;

/** Sums of nothing. */
export const NO_ANALYTICS_SUMS: Readonly<AnalyticsSums> = {
  views: 0,
  watch_seconds: 0,
  revenue_micros: 0,
  subscribers_gained: 0,
  subscribers_lost: 0,
  listeners: 0,
  saves: 0,
  completions: 0,
};

/** What a row can be grouped by; `gender_age` groups by both columns of the demographic breakdown. */
export type AnalyticsGroup =
  | 'day'
  | 'period'
  | 'item_key'
  | 'channel_id'
  | 'country'
  | 'store'
  | 'traffic_source'
  | 'gender'
  | 'age_group'
  | 'operating_system';

/** Which rollups to read: a company's feed on one breakdown over inclusive days, optionally narrowed. */
export interface AnalyticsFilter {
  feed: AnalyticsFeed;
  /** `total` for figures by day, item, channel, country or store; the others for audience and traffic. */
  breakdown: AnalyticsBreakdown;
  from: string;
  to: string;
  itemKeys?: readonly string[];
  channelId?: string;
  store?: string;
  country?: string;
}

/** PostgreSQL's sum of a bigint is a numeric (read as text): cast back so both databases give numbers. */
const sumOf = (column: string) => sql<number>`cast(coalesce(sum(${sql.ref(`r.${column}`)}), 0) as bigint)`;

/** Groups only the item rollups have: the daily table sums over them. */
const ITEM_GROUPS: readonly AnalyticsGroup[] = ['item_key', 'channel_id'];

/**
 * The scope's analytics rollups matching `filter`, summed per value of `groups` (all of them summed
 * when `groups` is empty). Company-wide reads (no item, channel or item group) sum the daily table,
 * a few rows per day and country; the others the item rollups. Every read is an index range on
 * (company_id, feed, breakdown, day), or (company_id, feed, item_key, breakdown, day) for items.
 */
export async function sumAnalytics<G extends AnalyticsGroup>(
  db: Db,
  scope: Scope,
  filter: AnalyticsFilter,
  groups: readonly G[] = [],
): Promise<(Record<G, string> & AnalyticsSums)[]> {
  const isCompanyWide =
    filter.itemKeys === undefined &&
    filter.channelId === undefined &&
    !groups.some((group) => ITEM_GROUPS.includes(group));
  // Both tables have every column a company-wide read names; the item rollups' type stands for both.
  let query = db
    .selectFrom(isCompanyWide ? ('analytics_daily as r' as 'analytics_rollups as r') : 'analytics_rollups as r')
    .where(inScope(scope, 'r.company_id'))
    .where('r.feed', '=', filter.feed)
    .where('r.breakdown', '=', filter.breakdown)
    .where('r.day', '>=', filter.from)
    .where('r.day', '<=', filter.to);
  if (filter.itemKeys) {
    if (filter.itemKeys.length === 0) return [];
    query = query.where('r.item_key', 'in', [...filter.itemKeys]);
  }
  if (filter.channelId !== undefined) query = query.where('r.channel_id', '=', filter.channelId);
  if (filter.store !== undefined) query = query.where('r.store', '=', filter.store);
  if (filter.country !== undefined) query = query.where('r.country', '=', filter.country);
  const rows = await query
    .select(groups.map((group) => sql.ref<string>(`r.${group}`).as(group)))
    .select(ANALYTICS_SUMS.map((name) => sumOf(name).as(name)))
    .$if(groups.length > 0, (q) => q.groupBy(groups.map((group) => sql.ref(`r.${group}`))))
    .execute();
  return rows.map((row) => {
    const typed = row as Record<string, unknown>;
    for (const name of ANALYTICS_SUMS) typed[name] = Number(typed[name]);
    return typed as Record<G, string> & AnalyticsSums;
  });
}

/** The last day the scope's feed has data for (`YYYY-MM-DD`), or null: analytics windows end there. */
export async function lastAnalyticsDay(db: Db, scope: Scope, feed: AnalyticsFeed): Promise<string | null> {
  const row = await selectScoped(db, 'analytics_daily', scope)
    .select((eb) => eb.fn.max('day').as('day'))
    .where('feed', '=', feed)
    .where('breakdown', '=', 'total')
    .executeTakeFirst();
  return row?.day ?? null;
}
