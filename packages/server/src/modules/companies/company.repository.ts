import type { Db } from '../../db/database.ts';
import type { CompanyRow } from '../../db/schema.ts';

/** The company itself, or undefined. Companies are the tenant root, so the id is the scope. */
export function findCompany(db: Db, companyId: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
}
