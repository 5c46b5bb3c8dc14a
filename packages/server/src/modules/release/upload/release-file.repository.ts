import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { findOwnedRow } from '../../../db/owned-rows.ts';
import type { ReleaseFileRow, ReleaseFilesTable } from '../release.tables.ts';

/** Records a stored upload. */
export async function insertReleaseFile(
  db: Db,
  companyId: number,
  file: Omit<Insertable<ReleaseFilesTable>, 'company_id'>,
): Promise<void> {
  await db
    .insertInto('release_files')
    .values({ ...file, company_id: companyId })
    .execute();
}

/** The company's files with these ids (unknown or foreign ids are simply absent). */
export async function findReleaseFiles(db: Db, companyId: number, ids: readonly string[]): Promise<ReleaseFileRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .selectFrom('release_files')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', 'in', unique)
    .execute();
}

/** One file of the company, or undefined. */
export function findReleaseFile(db: Db, companyId: number, id: string): Promise<ReleaseFileRow | undefined> {
  return findOwnedRow(db, 'release_files', companyId, id);
}
