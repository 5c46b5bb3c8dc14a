import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inScope, type Scope } from '../../db/scope.ts';
import { selectScoped } from '../../db/scoped-queries.ts';
import { type ReportSums, type RollupGrain, YOUTUBE_SOURCES } from '../../ingest/engine/tables.ts';

/** Regular reports, or the adjustment reports YouTube sent after a period was paid. */
export type ReportKind = 'regular' | 'adjustment';

/** The sums of a report row as the database gives them. */
export type Sums = ReportSums;

/** A row that adds up to nothing. */
export const NO_SUMS: Sums = { views: 0, gross_micros: 0, nett_micros: 0, shared_micros: 0, gross_idr: 0, nett_idr: 0 };

/** Sums cast back to bigint: PostgreSQL's sum of a bigint is a numeric, read as text. */
const sumOf = (column: string) => sql<number>`cast(coalesce(sum(${sql.ref(column)}), 0) as bigint)`;

function sums(prefix: string, views: string) {
  const at = (column: string) => (prefix ? `${prefix}.${column}` : column);
  return [
    sumOf(at(views)).as('views'),
    sumOf(at('gross_micros')).as('gross_micros'),
    sumOf(at('nett_micros')).as('nett_micros'),
    sumOf(at('shared_micros')).as('shared_micros'),
    sumOf(at('gross_idr')).as('gross_idr'),
    sumOf(at('nett_idr')).as('nett_idr'),
  ];
}

const ROW_SUMS = ['views', 'gross_micros', 'nett_micros', 'shared_micros', 'gross_idr', 'nett_idr'] as const;

/** The scope's published YouTube periods, newest first. */
export function listPeriods(db: Db, scope: Scope) {
  return selectScoped(db, 'youtube_report_periods', scope)
    .select(['period', 'kind', 'rate_scaled', 'published_at'])
    .orderBy('period', 'desc')
    .orderBy('kind')
    .execute();
}

/** The scope's dollar rate of a period, rupiah × 10^6. */
export async function findRate(db: Db, scope: Scope, period: string): Promise<number | null> {
  const row = await selectScoped(db, 'fx_rates', scope)
    .select('rate_scaled')
    .where('period', '=', period)
    .where('currency', '=', 'USD')
    .executeTakeFirst();
  return row ? Number(row.rate_scaled) : null;
}

/**
 * Rollups of the scope's published YouTube runs of a period and kinds, on one grain. The sources
 * are named on the rollups for the period-wide grains (their index leads with the source) and on the
 * runs for one item's rows, whose index leads with the item: SQLite, without statistics, would
 * otherwise read all of a period's items through the source index to find one.
 */
function publishedRollups(
  db: Db,
  scope: Scope,
  grain: RollupGrain | RollupGrain[],
  period: string,
  kinds: readonly ReportKind[],
  sourcesOn: 'r' | 'i' = 'r',
) {
  return db
    .selectFrom('revenue_rollups as r')
    .innerJoin('ingest_runs as i', 'i.id', 'r.run_id')
    .where(inScope(scope, 'r.company_id'))
    .where('r.grain', 'in', typeof grain === 'string' ? [grain] : grain)
    .where('r.period', '=', period)
    .where(sourcesOn === 'r' ? 'r.source' : 'i.source', 'in', [...YOUTUBE_SOURCES])
    .where('i.status', '=', 'published')
    .where('i.kind', 'in', [...kinds]);
}

/** The period by ingest source. */
export function sumsBySource(db: Db, scope: Scope, period: string, kinds: readonly ReportKind[]) {
  return publishedRollups(db, scope, 'country', period, kinds)
    .select(['r.source', ...sums('r', 'units')])
    .groupBy('r.source')
    .execute();
}

/** The period's largest countries by gross. */
export function topCountries(db: Db, scope: Scope, period: string, kinds: readonly ReportKind[], limit: number) {
  return publishedRollups(db, scope, 'country', period, kinds)
    .select(['r.country', ...sums('r', 'units')])
    .groupBy('r.country')
    .orderBy(sql`sum(r.gross_micros)`, 'desc')
    .orderBy('r.country')
    .limit(limit)
    .execute();
}

type KeyedSums = Sums & { key: string };

/** Rows added up per key, largest gross first. */
function sumByKey(rows: readonly (Sums & { key: string })[]): KeyedSums[] {
  const sums = new Map<string, KeyedSums>();
  for (const row of rows) {
    const known = sums.get(row.key) ?? { key: row.key, ...NO_SUMS };
    for (const column of ROW_SUMS) known[column] += Number(row[column]);
    sums.set(row.key, known);
  }
  return [...sums.values()].sort((a, b) => b.gross_micros - a.gross_micros || a.key.localeCompare(b.key));
}

/**
 * One asset of a period by country and by source, in one read of its `item_country` and `item`
 * rollup rows (a handful per run), added up here: a GROUP BY would lead SQLite (without statistics)
 * to the source index, which reads every item of the period, to save sorting them.
 */
export async function assetBreakdown(db: Db, scope: Scope, period: string, kind: ReportKind, assetId: string) {
  const rows = await publishedRollups(db, scope, ['item', 'item_country'], period, [kind], 'i')
    .where('r.item_key', '=', assetId)
    .select([
      'r.grain',
      'r.source',
      'r.country',
      'r.units as views',
      'r.gross_micros',
      'r.nett_micros',
      'r.shared_micros',
      'r.gross_idr',
      'r.nett_idr',
    ])
    .execute();
  const countries = sumByKey(rows.filter((r) => r.grain === 'item_country').map((r) => ({ ...r, key: r.country })));
  const sources = sumByKey(rows.filter((r) => r.grain === 'item').map((r) => ({ ...r, key: r.source })));
  return {
    countries: countries.map(({ key, ...sums }) => ({ country: key, ...sums })),
    sources: sources.map(({ key, ...sums }) => ({ source: key, ...sums })),
  };
}

/** Each published period's totals up to `upTo`, by kind, newest first. */
export function monthlyTotals(db: Db, scope: Scope, upTo: string, months: number) {
  return selectScoped(db, 'youtube_report_projects', scope)
    .select(['period', 'kind', ...sums('', 'views')])
    .where('period', 'in', (eb) =>
      eb
        .selectFrom('youtube_report_periods')
        .select('period')
        .distinct()
        .where(inScope(scope))
        .where('period', '<=', upTo)
        .orderBy('period', 'desc')
        .limit(months),
    )
    .groupBy(['period', 'kind'])
    .orderBy('period')
    .execute();
}

const projectsOf = (db: Db, scope: Scope, period: string, kind: ReportKind) =>
  selectScoped(db, 'youtube_report_projects', scope).where('period', '=', period).where('kind', '=', kind);

/** The totals of all projects, or of one, and how many assets they hold. */
export async function projectTotals(db: Db, scope: Scope, period: string, kind: ReportKind, project?: string) {
  let query = projectsOf(db, scope, period, kind).select([
    ...sums('', 'views'),
    sumOf('assets').as('assets'),
    (eb) => eb.fn.countAll<number>().as('projects'),
  ]);
  if (project !== undefined) query = query.where('project', '=', project);
  const row = await query.executeTakeFirstOrThrow();
  return { ...row, projects: Number(row.projects) };
}

/** A page of projects, largest first. */
export function projectPage(db: Db, scope: Scope, period: string, kind: ReportKind, offset: number, limit: number) {
  return projectsOf(db, scope, period, kind)
    .select(['project', 'assets', ...ROW_SUMS])
    .orderBy('gross_micros', 'desc')
    .orderBy('project')
    .offset(offset)
    .limit(limit)
    .execute();
}

const ASSET_COLUMNS = ['asset_id', 'title', 'artist', 'project', 'is_co_owned', ...ROW_SUMS] as const;

const assetsOf = (db: Db, scope: Scope, period: string, kind: ReportKind) =>
  selectScoped(db, 'youtube_report_assets', scope).where('period', '=', period).where('kind', '=', kind);

/**
 * Assets `from`..`to` (1-based ranks, inclusive) of the period, or of one project: the ranks were
 * given at publish time, so any page is one index range however deep.
 */
export function assetRange(
  db: Db,
  scope: Scope,
  period: string,
  kind: ReportKind,
  range: { from: number; to: number; project?: string },
) {
  let query = assetsOf(db, scope, period, kind).select(ASSET_COLUMNS);
  if (range.project === undefined) {
    query = query.where('rank', '>=', range.from).where('rank', '<=', range.to).orderBy('rank');
  } else {
    query = query
      .where('project', '=', range.project)
      .where('project_rank', '>=', range.from)
      .where('project_rank', '<=', range.to)
      .orderBy('project_rank');
  }
  return query.execute();
}

/** One asset of the period. */
export function findAsset(db: Db, scope: Scope, period: string, kind: ReportKind, assetId: string) {
  return assetsOf(db, scope, period, kind).select(ASSET_COLUMNS).where('asset_id', '=', assetId).executeTakeFirst();
}

/** One asset in every published period, regular and adjustment together, oldest first. */
export function assetMonths(db: Db, scope: Scope, assetId: string) {
  return selectScoped(db, 'youtube_report_assets', scope)
    .select(['period', ...sums('', 'views')])
    .where('asset_id', '=', assetId)
    .groupBy('period')
    .orderBy('period')
    .execute();
}

/** The assets' nett rupiah in every published period, regular and adjustment together. */
export function assetsNettByPeriod(db: Db, scope: Scope, assetIds: readonly string[]) {
  if (assetIds.length === 0) return Promise.resolve([]);
  return selectScoped(db, 'youtube_report_assets', scope)
    .select(['asset_id', 'period', sumOf('nett_idr').as('nett_idr')])
    .where('asset_id', 'in', [...assetIds])
    .groupBy(['asset_id', 'period'])
    .execute();
}

/** The period's co-owned projects, largest first, each with its co-owners (JSON). */
export function coOwnedProjects(db: Db, scope: Scope, period: string, kind: ReportKind) {
  return selectScoped(db, 'youtube_report_co_projects', scope)
    .select(['project', 'assets', 'co_owners', ...ROW_SUMS])
    .where('period', '=', period)
    .where('kind', '=', kind)
    .orderBy('gross_micros', 'desc')
    .orderBy('project')
    .execute();
}

/** The period's most viewed assets of the regular report, with their titles. */
export function mostViewed(db: Db, scope: Scope, period: string, limit: number) {
  return assetsOf(db, scope, period, 'regular')
    .select(['asset_id', 'title', 'views'])
    .orderBy('views', 'desc')
    .orderBy('asset_id')
    .limit(limit)
    .execute();
}
