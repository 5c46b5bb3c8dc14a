import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedQuery, slotScope } from '../../db/prepared-query.ts';
import { ALL_COMPANIES, type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { selectScoped } from '../../db/scoped-queries.ts';
import { publishedRunsVersion } from '../../ingest/engine/index.ts';
import type { RollupGrain } from '../../ingest/engine/tables.ts';
import { trackNamesVersion } from '../release/index.ts';

/** The DSP sources: a store's CSV/TSV and a DDEX DSR. Everything else an ingest reads is YouTube. */
export const DSP_SOURCES = ['store', 'dsr'] as const;

/** The sums of a report row as the database gives them (PostgreSQL's bigint sums arrive as text). */
export interface DspSums {
  streams: number | string;
  gross_idr: number | string;
  nett_idr: number | string;
  shared_idr: number | string;
}

const sumOf = (column: string) => sql<number>`cast(coalesce(sum(${sql.ref(column)}), 0) as bigint)`;

const SUMS = [
  sumOf('r.units').as('streams'),
  sumOf('r.gross_idr').as('gross_idr'),
  sumOf('r.nett_idr').as('nett_idr'),
  sql<number>`cast(coalesce(sum(r.gross_idr - r.nett_idr), 0) as bigint)`.as('shared_idr'),
] as const;

/**
 * Rollups of the scope's published DSP runs on one grain, of one period or of all. The company
 * comes from the rollup (a run belongs to the distributor; its rollups to the partners it credited).
 * Whole-period reads name the sources on the rollups, so the (company, grain, source, period) index
 * skips the period's YouTube rows (a big catalogue has hundreds of thousands); reads of one track
 * name them on the runs only, so its (company, grain, period, item) index range is what is read.
 */
function published(db: Db, scope: Scope, grain: RollupGrain, period?: string, oneItem = false) {
  let query = db
    .selectFrom('revenue_rollups as r')
    .innerJoin('ingest_runs as i', 'i.id', 'r.run_id')
    .where(inScope(scope, 'r.company_id'))
    .where('r.grain', '=', grain)
    .where('i.source', 'in', [...DSP_SOURCES])
    .where('i.status', '=', 'published');
  if (!oneItem) query = query.where('r.source', 'in', [...DSP_SOURCES]);
  if (period !== undefined) query = query.where('r.period', '=', period);
  return query;
}

/** The company's published DSP periods, newest first, with when the last of their runs was published. */
export function listPeriods(db: Db, scope: Scope) {
  return published(db, scope, 'country')
    .select(['r.period', (eb) => eb.fn.max('i.published_at').as('published_at')])
    .groupBy('r.period')
    .orderBy('r.period', 'desc')
    .execute();
}

/** The platforms with published revenue for the company, by name. */
export async function listStores(db: Db, scope: Scope): Promise<string[]> {
  const rows = await published(db, scope, 'country').select('r.store').distinct().orderBy('r.store').execute();
  return rows.map((row) => row.store);
}

/** The scope's dollar rates of periods, rupiah × 10^6 per dollar. */
export async function findRates(db: Db, scope: Scope, periods: readonly string[]): Promise<Map<string, bigint>> {
  if (periods.length === 0) return new Map();
  const rows = await selectScoped(db, 'fx_rates', scope)
    .select(['period', 'rate_scaled'])
    .where('period', 'in', [...periods])
    .where('currency', '=', 'USD')
    .execute();
  return new Map(rows.map((row) => [row.period, BigInt(row.rate_scaled)]));
}

/** Each published period's sums, oldest first; `periods` narrows to those. */
export function periodSums(db: Db, scope: Scope, periods?: readonly string[]) {
  let query = published(db, scope, 'country').select(['r.period', ...SUMS]);
  if (periods) query = query.where('r.period', 'in', periods.length ? [...periods] : ['']);
  return query.groupBy('r.period').orderBy('r.period').execute();
}

/** Each period's sums per platform, oldest first. */
export function periodStoreSums(db: Db, scope: Scope, periods: readonly string[]) {
  return published(db, scope, 'country')
    .select(['r.period', 'r.store', ...SUMS])
    .where('r.period', 'in', periods.length ? [...periods] : [''])
    .groupBy(['r.period', 'r.store'])
    .orderBy('r.period')
    .orderBy('r.store')
    .execute();
}

/** A period by platform, largest gross first. */
export function storeSums(db: Db, scope: Scope, period: string) {
  return published(db, scope, 'country', period)
    .select(['r.store', ...SUMS])
    .groupBy('r.store')
    .orderBy(sql`sum(r.gross_idr)`, 'desc')
    .orderBy('r.store')
    .execute();
}

/** A period's (or one platform's) totals and how many tracks earned in it. */
export async function trackTotals(db: Db, scope: Scope, period: string, store?: string) {
  let query = published(db, scope, 'item', period).select([
    ...SUMS,
    sql<number>`count(distinct r.item_key)`.as('tracks'),
  ]);
  if (store !== undefined) query = query.where('r.store', '=', store);
  const row = await query.executeTakeFirstOrThrow();
  return { ...row, tracks: Number(row.tracks) };
}

/** A page of a period's tracks (of one platform, or all), largest gross first. */
export function trackPage(
  db: Db,
  scope: Scope,
  period: string,
  page: { offset: number; limit: number; store?: string },
) {
  let query = published(db, scope, 'item', period).select(['r.item_key', ...SUMS]);
  if (page.store !== undefined) query = query.where('r.store', '=', page.store);
  return query
    .groupBy('r.item_key')
    .orderBy(sql`sum(r.gross_idr)`, 'desc')
    .orderBy('r.item_key')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** One track of a period by platform (or on one platform only). */
export function trackStores(db: Db, scope: Scope, period: string, item: string, store?: string) {
  return published(db, scope, 'item', period, true)
    .where('r.item_key', '=', item)
    .$if(store !== undefined, (q) => q.where('r.store', '=', store ?? ''))
    .select(['r.store', ...SUMS])
    .groupBy('r.store')
    .orderBy(sql`sum(r.gross_idr)`, 'desc')
    .orderBy('r.store')
    .execute();
}

/** One track's sums per period and platform, of the published periods named. */
export function trackPeriodStoreSums(db: Db, scope: Scope, item: string, periods: readonly string[]) {
  return published(db, scope, 'item', undefined, true)
    .where('r.period', 'in', periods.length ? [...periods] : [''])
    .where('r.item_key', '=', item)
    .select(['r.period', 'r.store', ...SUMS])
    .groupBy(['r.period', 'r.store'])
    .execute();
}

/**
 * The stores (as their runs name them) with a published report of each period, whoever it credited:
 * a store's report is one run of the distributor's, published for every company at once.
 */
export function reportedStores(db: Db, scope: Scope, periods: readonly string[]) {
  return selectScoped(db, 'ingest_runs', scope)
    .select(['period', 'store'])
    .distinct()
    .where('source', 'in', [...DSP_SOURCES])
    .where('status', '=', 'published')
    .where('period', 'in', periods.length ? [...periods] : [''])
    .execute();
}

/** One track of a period by country (on every platform, or one), largest gross first. */
export function trackCountries(db: Db, scope: Scope, period: string, item: string, store?: string) {
  return published(db, scope, 'item_country', period, true)
    .where('r.item_key', '=', item)
    .$if(store !== undefined, (q) => q.where('r.store', '=', store ?? ''))
    .select(['r.country', ...SUMS])
    .groupBy('r.country')
    .orderBy(sql`sum(r.gross_idr)`, 'desc')
    .orderBy('r.country')
    .execute();
}

/**
 * One track in every published period (on every platform, or one), oldest first: the periods are named,
 * so each is one range of the item index rather than a scan of every item the company has ever had.
 */
export async function trackMonths(db: Db, scope: Scope, item: string, store?: string) {
  const periods = (await listPeriods(db, scope)).map((row) => row.period);
  if (periods.length === 0) return [];
  return published(db, scope, 'item', undefined, true)
    .where('r.period', 'in', periods)
    .where('r.item_key', '=', item)
    .$if(store !== undefined, (q) => q.where('r.store', '=', store ?? ''))
    .select(['r.period', ...SUMS])
    .groupBy('r.period')
    .orderBy('r.period')
    .execute();
}

/** The caller's admin switches (JSON text); an owner has every switch whatever it holds. */
export async function userSwitches(db: Db, scope: Scope, userId: number): Promise<string> {
  const row = await selectScoped(db, 'users', scope).select('switches').where('id', '=', userId).executeTakeFirst();
  return row?.switches ?? '{}';
}

/**
 * What a company's DSP report answers are made of, in one read: the published runs (a publish, a
 * withdrawal or a replacement moves these), the dollar rates staff set, and what names its songs.
 */
export async function readReportVersion(db: Db, scope: CompanyScope): Promise<string> {
  const [row] = await reportVersionQuery(db, { companyId: scope.companyId });
  return Object.values(row ?? {}).join('/');
}

// On every DSP report request's path: compiled once.
const reportVersionQuery = preparedQuery<Record<string, string | number | null>, 'companyId'>((db, slot) => ({
  compile: () =>
    sql<Record<string, string | number | null>>`
      select
        ${publishedRunsVersion(ALL_COMPANIES)},
        (select count(*) from fx_rates) as rates,
        (select coalesce(sum(rate_scaled), 0) from fx_rates) as rate_sum,
        ${trackNamesVersion(slotScope(slot('companyId')))}
    `.compile(db),
}));
