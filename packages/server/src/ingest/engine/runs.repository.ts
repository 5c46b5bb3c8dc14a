import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { findDistributorCompany } from '../../db/distributor.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { deleteScoped, insertScoped, selectScoped, updateScoped } from '../../db/scoped-queries.ts';
import { AppError } from '../../lib/errors.ts';
import type { IngestRunRow, IngestRunsTable, IngestSource, RunStatus } from './tables.ts';

/** The distributor's own company, which owns runs, mappings and rates; ingest cannot run without it. */
export async function getDistributorCompanyId(db: Db): Promise<number> {
  const company = await findDistributorCompany(db);
  if (!company) {
    throw new AppError('conflict', {
      detail: 'no distributor company exists to own ingest runs; create it with `irama staff create`',
    });
  }
  return company.id;
}

/** The run that ingested a file with this content, if any. */
export function findRunBySha(
  db: Db,
  scope: Scope,
  source: IngestSource,
  sha256: string,
): Promise<IngestRunRow | undefined> {
  return selectScoped(db, 'ingest_runs', scope)
    .selectAll()
    .where('source', '=', source)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
}

/** The live (parsed, held for review or published) regular run of a source, store and period. */
export function findLiveRun(db: Db, scope: Scope, source: IngestSource, store: string, period: string) {
  return selectScoped(db, 'ingest_runs', scope)
    .selectAll()
    .where('source', '=', source)
    .where('store', '=', store)
    .where('period', '=', period)
    .where('kind', '=', 'regular')
    .where('status', 'in', ['parsed', 'needs_review', 'published'])
    .executeTakeFirst();
}

/** Inserts a run record of the scope's company and returns it. */
export function insertRun(
  db: Db,
  scope: CompanyScope,
  values: Omit<Insertable<IngestRunsTable>, 'company_id'>,
): Promise<IngestRunRow> {
  return insertScoped(db, 'ingest_runs', scope, values).returningAll().executeTakeFirstOrThrow();
}

/** Updates a run record and returns it. */
export function updateRun(
  db: Db,
  scope: Scope,
  id: number,
  values: Updateable<IngestRunsTable>,
): Promise<IngestRunRow> {
  return updateScoped(db, 'ingest_runs', scope)
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes a run's facts, rollups and unmatched rows in the scope (the run record stays). */
export async function deleteRunData(db: Db, scope: Scope, runId: number): Promise<void> {
  await deleteScoped(db, 'usage_fact_blocks', scope).where('run_id', '=', runId).execute();
  await deleteScoped(db, 'revenue_rollups', scope).where('run_id', '=', runId).execute();
  await deleteScoped(db, 'unmatched_rows', scope).where('run_id', '=', runId).execute();
}

/** Deletes a run record with everything it wrote and the reviews of it, in the scope. */
export async function deleteRun(db: Db, scope: Scope, runId: number): Promise<void> {
  await deleteRunData(db, scope, runId);
  await deleteScoped(db, 'ingest_run_reviews', scope).where('run_id', '=', runId).execute();
  await deleteScoped(db, 'ingest_runs', scope).where('id', '=', runId).execute();
}

/** A page of runs, newest first, of one status when given. */
export function findRuns(
  db: Db,
  scope: Scope,
  page: number,
  limit: number,
  status?: RunStatus,
): Promise<IngestRunRow[]> {
  return selectScoped(db, 'ingest_runs', scope)
    .selectAll()
    .$if(status !== undefined, (q) => q.where('status', '=', status as RunStatus))
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
}

/** How many runs there are, of one status when given. */
export async function countRuns(db: Db, scope: Scope, status?: RunStatus): Promise<number> {
  const row = await selectScoped(db, 'ingest_runs', scope)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(status !== undefined, (q) => q.where('status', '=', status as RunStatus))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One run in the scope, or not found. */
export async function getRun(db: Db, scope: Scope, id: number): Promise<IngestRunRow> {
  const run = await selectScoped(db, 'ingest_runs', scope).selectAll().where('id', '=', id).executeTakeFirst();
  if (!run) throw new AppError('not_found');
  return run;
}

/** Per-company sums of a set of runs' rollups (each grain counts every fact once, so one grain gives the totals). */
export async function companyTotals(db: Db, scope: Scope, runIds: readonly number[]) {
  if (runIds.length === 0) return [];
  const rows = await selectScoped(db, 'revenue_rollups', scope)
    .select((eb) => [
      'company_id',
      eb.fn.sum<number>('row_count').as('rows'),
      eb.fn.sum<number>('gross_micros').as('gross_micros'),
      eb.fn.sum<number>('nett_micros').as('nett_micros'),
      eb.fn.sum<number>('shared_micros').as('shared_micros'),
      eb.fn.sum<number>('gross_idr').as('gross_idr'),
      eb.fn.sum<number>('nett_idr').as('nett_idr'),
    ])
    .where('run_id', 'in', runIds)
    .where('grain', '=', 'country')
    .groupBy('company_id')
    .orderBy('company_id')
    .execute();
  return rows.map((r) => ({
    company_id: r.company_id,
    rows: Number(r.rows),
    gross_micros: Number(r.gross_micros),
    nett_micros: Number(r.nett_micros),
    shared_micros: Number(r.shared_micros),
    gross_idr: Number(r.gross_idr),
    nett_idr: Number(r.nett_idr),
  }));
}

/** Sums of a set of runs' unmatched rows by status. */
export async function unmatchedTotals(db: Db, scope: Scope, runIds: readonly number[]) {
  if (runIds.length === 0) return [];
  const rows = await selectScoped(db, 'unmatched_rows', scope)
    .select((eb) => [
      'status',
      eb.fn.countAll<number>().as('rows'),
      eb.fn.sum<number>('gross_micros').as('gross_micros'),
      eb.fn.sum<number>('gross_idr').as('gross_idr'),
    ])
    .where('run_id', 'in', runIds)
    .groupBy('status')
    .execute();
  return rows.map((r) => ({
    status: r.status,
    rows: Number(r.rows),
    gross_micros: Number(r.gross_micros),
    gross_idr: Number(r.gross_idr),
  }));
}

/**
 * The columns of a version that moves with every publish, withdrawal or replacement of a run in the
 * scope: a fragment for a version query to compile.
 */
export const publishedRunsVersion = (scope: Scope) => sql`
  (select coalesce(max(id), 0) from ingest_runs where status = 'published' and ${inScope(scope)}) as run,
  (select count(*) from ingest_runs where status = 'published' and ${inScope(scope)}) as runs,
  (select max(published_at) from ingest_runs where status = 'published' and ${inScope(scope)}) as published_at`;
