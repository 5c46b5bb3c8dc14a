import type { Db } from './database.ts';
import type { CompanyRow } from './schema.ts';

/**
 * The distributor's own company (the oldest, should there be several), or undefined. It is found
 * before any tenant is known, by the companies module and the ingest engine alike, so it lives
 * below both.
 */
export function findDistributorCompany(db: Db): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('is_distributor', '=', true).orderBy('id').executeTakeFirst();
}
