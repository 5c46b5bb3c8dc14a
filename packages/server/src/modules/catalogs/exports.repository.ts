import type { AssetFilter, ExportFormat, ExportStatus } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { insertScoped, selectScoped, updateScoped } from '../../db/scoped-queries.ts';
import './catalogs.tables.ts';

export async function insertExport(
  db: Db,
  scope: CompanyScope,
  job: { userId: number; format: ExportFormat; filter: AssetFilter; rowsTotal: number; at: string },
): Promise<number> {
  const row = await insertScoped(db, 'catalog_exports', scope, {
    user_id: job.userId,
    format: job.format,
    filters: JSON.stringify(job.filter),
    status: 'running',
    rows_total: job.rowsTotal,
    rows_done: 0,
    created_at: job.at,
    updated_at: job.at,
  })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One export of the scope's, by id; another company's answers as missing. */
export async function findExport(db: Db, scope: Scope, id: number) {
  return selectScoped(db, 'catalog_exports', scope).selectAll().where('id', '=', id).executeTakeFirst();
}

export type ExportRow = NonNullable<Awaited<ReturnType<typeof findExport>>>;

export async function updateExport(
  db: Db,
  scope: Scope,
  id: number,
  changes: {
    status?: ExportStatus;
    rows_done?: number;
    file_name?: string | null;
    finished_at?: string;
    updated_at: string;
  },
): Promise<void> {
  await updateScoped(db, 'catalog_exports', scope).set(changes).where('id', '=', id).execute();
}

/** The scope's exports whose file was finished before `before` and is still kept. */
export async function findExportFilesBefore(db: Db, scope: CompanyScope, before: string) {
  return selectScoped(db, 'catalog_exports', scope)
    .select(['id', 'file_name'])
    .where('finished_at', '<', before)
    .where('file_name', 'is not', null)
    .execute();
}
