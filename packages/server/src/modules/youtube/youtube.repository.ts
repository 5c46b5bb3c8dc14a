import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { YOUTUBE_SOURCES } from '../../ingest/engine/tables.ts';

/** Regular reports, or the adjustment reports YouTube sent after a period was paid. */
export type ReportKind = 'regular' | 'adjustment';

/** The sums of a report row as the database gives them. */
export interface Sums {
  views: number;
  gross_micros: number;
  nett_micros: number;
  shared_micros: number;
  gross_idr: number;
  nett_idr: number;
}

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

/** The company's published YouTube periods, newest first. */
export function listPeriods(db: Db, companyId: number) {
  return db
    .selectFrom('youtube_report_periods')
    .select(['period', 'kind', 'rate_scaled', 'published_at'])
    .where('company_id', '=', companyId)
    .orderBy('period', 'desc')
    .orderBy('kind')
    .execute();
}

/** The dollar rate of a period, rupiah × 10^6. */
export async function findRate(db: Db, period: string): Promise<number | null> {
  const row = await db
    .selectFrom('fx_rates')
    .select('rate_scaled')
    .where('period', '=', period)
    .where('currency', '=', 'USD')
    .executeTakeFirst();
  return row ? Number(row.rate_scaled) : null;
}

/** Rollups of the company's published YouTube runs of a period and kinds, on one grain. */
function publishedRollups(db: Db, companyId: number, grain: string, period: string, kinds: readonly ReportKind[]) {
  return db
    .selectFrom('revenue_rollups as r')
    .innerJoin('ingest_runs as i', 'i.id', 'r.run_id')
    .where('r.company_id', '=', companyId)
    .where('r.grain', '=', grain as 'country')
    .where('r.period', '=', period)
    .where('r.source', 'in', [...YOUTUBE_SOURCES])
    .where('i.status', '=', 'published')
    .where('i.kind', 'in', [...kinds]);
}

/** The period by ingest source. */
export function sumsBySource(db: Db, companyId: number, period: string, kinds: readonly ReportKind[]) {
  return publishedRollups(db, companyId, 'country', period, kinds)
    .select(['r.source', ...sums('r', 'units')])
    .groupBy('r.source')
    .execute();
}

/** The period's largest countries by gross. */
export function topCountries(db: Db, companyId: number, period: string, kinds: readonly ReportKind[], limit: number) {
  return publishedRollups(db, companyId, 'country', period, kinds)
    .select(['r.country', ...sums('r', 'units')])
    .groupBy('r.country')
    .orderBy(sql`sum(r.gross_micros)`, 'desc')
    .orderBy('r.country')
    .limit(limit)
    .execute();
}

/** One asset's countries in a period. */
export function assetCountries(db: Db, companyId: number, period: string, kind: ReportKind, assetId: string) {
  return publishedRollups(db, companyId, 'item_country', period, [kind])
    .where('r.item_key', '=', assetId)
    .select(['r.country', ...sums('r', 'units')])
    .groupBy('r.country')
    .orderBy(sql`sum(r.gross_micros)`, 'desc')
    .orderBy('r.country')
    .execute();
}

/** One asset's sources in a period. */
export function assetSources(db: Db, companyId: number, period: string, kind: ReportKind, assetId: string) {
  return publishedRollups(db, companyId, 'item', period, [kind])
    .where('r.item_key', '=', assetId)
    .select(['r.source', ...sums('r', 'units')])
    .groupBy('r.source')
    .execute();
}

/** Each published period's totals up to `upTo`, by kind, newest first. */
export function monthlyTotals(db: Db, companyId: number, upTo: string, months: number) {
  return db
    .selectFrom('youtube_report_projects')
    .select(['period', 'kind', ...sums('', 'views')])
    .where('company_id', '=', companyId)
    .where('period', 'in', (eb) =>
      eb
        .selectFrom('youtube_report_periods')
        .select('period')
        .distinct()
        .where('company_id', '=', companyId)
        .where('period', '<=', upTo)
        .orderBy('period', 'desc')
        .limit(months),
    )
    .groupBy(['period', 'kind'])
    .orderBy('period')
    .execute();
}

const projectsOf = (db: Db, companyId: number, period: string, kind: ReportKind) =>
  db
    .selectFrom('youtube_report_projects')
    .where('company_id', '=', companyId)
    .where('period', '=', period)
    .where('kind', '=', kind);

/** The totals of all projects, or of one, and how many assets they hold. */
export async function projectTotals(db: Db, companyId: number, period: string, kind: ReportKind, project?: string) {
  let query = projectsOf(db, companyId, period, kind).select([
    ...sums('', 'views'),
    sumOf('assets').as('assets'),
    (eb) => eb.fn.countAll<number>().as('projects'),
  ]);
  if (project !== undefined) query = query.where('project', '=', project);
  const row = await query.executeTakeFirstOrThrow();
  return { ...row, projects: Number(row.projects) };
}

/** A page of projects, largest first. */
export function projectPage(
  db: Db,
  companyId: number,
  period: string,
  kind: ReportKind,
  offset: number,
  limit: number,
) {
  return projectsOf(db, companyId, period, kind)
    .select(['project', 'assets', ...ROW_SUMS])
    .orderBy('gross_micros', 'desc')
    .orderBy('project')
    .offset(offset)
    .limit(limit)
    .execute();
}

const ASSET_COLUMNS = ['asset_id', 'title', 'artist', 'project', 'is_co_owned', ...ROW_SUMS] as const;

const assetsOf = (db: Db, companyId: number, period: string, kind: ReportKind) =>
  db
    .selectFrom('youtube_report_assets')
    .where('company_id', '=', companyId)
    .where('period', '=', period)
    .where('kind', '=', kind);

/**
 * Assets `from`..`to` (1-based ranks, inclusive) of the period, or of one project: the ranks were
 * given at publish time, so any page is one index range however deep.
 */
export function assetRange(
  db: Db,
  companyId: number,
  period: string,
  kind: ReportKind,
  range: { from: number; to: number; project?: string },
) {
  let query = assetsOf(db, companyId, period, kind).select(ASSET_COLUMNS);
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
export function findAsset(db: Db, companyId: number, period: string, kind: ReportKind, assetId: string) {
  return assetsOf(db, companyId, period, kind).select(ASSET_COLUMNS).where('asset_id', '=', assetId).executeTakeFirst();
}

/** One asset in every published period, regular and adjustment together, oldest first. */
export function assetMonths(db: Db, companyId: number, assetId: string) {
  return db
    .selectFrom('youtube_report_assets')
    .select(['period', ...sums('', 'views')])
    .where('company_id', '=', companyId)
    .where('asset_id', '=', assetId)
    .groupBy('period')
    .orderBy('period')
    .execute();
}

const coOwned = (eb: ExpressionBuilder<Database, 'youtube_report_assets'>) =>
  eb('is_co_owned', '=', sql<boolean>`${sql.lit(true)}`);

/** The period's co-owned assets by project, largest first; `offset`/`limit` page them. */
export function coOwnedProjects(db: Db, companyId: number, period: string, kind: ReportKind) {
  return assetsOf(db, companyId, period, kind)
    .where(coOwned)
    .select(['project', (eb) => eb.fn.countAll<number>().as('assets'), ...sums('', 'views')])
    .groupBy('project')
    .orderBy(sql`sum(gross_micros)`, 'desc')
    .orderBy('project')
    .execute();
}

/** The co-owners of the period's co-owned assets, per project, with their cut. */
export function coOwnersByProject(db: Db, companyId: number, period: string, kind: ReportKind) {
  return db
    .selectFrom('youtube_report_assets as a')
    .innerJoin('revenue_shares as s', (join) =>
      join
        .onRef('s.company_id', '=', 'a.company_id')
        .onRef('s.key_value', '=', 'a.asset_id')
        .on('s.key_kind', '=', 'asset'),
    )
    .select(['a.project', 's.co_owner', 's.share_bps'])
    .distinct()
    .where('a.company_id', '=', companyId)
    .where('a.period', '=', period)
    .where('a.kind', '=', kind)
    .orderBy('a.project')
    .orderBy('s.co_owner')
    .execute();
}
