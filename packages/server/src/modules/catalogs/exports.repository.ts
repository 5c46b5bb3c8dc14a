import type { AssetFilter, ExportFormat, ExportStatus } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import './catalogs.tables.ts';

export async function insertExport(
  db: Db,
  companyId: number,
  job: { userId: number; format: ExportFormat; filter: AssetFilter; rowsTotal: number; at: string },
): Promise<number> {
  const row = await db
    .insertInto('catalog_exports')
    .values({
      company_id: companyId,
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

/** One export of the company's, by id; another company's answers as missing. */
export async function findExport(db: Db, companyId: number, id: number) {
  return db
    .selectFrom('catalog_exports')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type ExportRow = NonNullable<Awaited<ReturnType<typeof findExport>>>;

export async function updateExport(
  db: Db,
  id: number,
  changes: { status?: ExportStatus; rows_done?: number; file_name?: string; finished_at?: string; updated_at: string },
): Promise<void> {
  await db.updateTable('catalog_exports').set(changes).where('id', '=', id).execute();
}
