import { type Db, nowIso } from '../../db/database.ts';
import type { CompanyRow } from '../../db/schema.ts';

/** The company itself, or undefined. Companies are the tenant root, so the id is the scope. */
export function findCompany(db: Db, companyId: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
}

/** The company's name and saved bank columns. */
export function findCompanyBank(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['name', 'bank_name', 'bank_account_number', 'bank_branch'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

// Staff see every company: this list is the one query across tenants, and only staff routes call it.

/** A slice of every company, oldest first. */
export function findCompanyRows(db: Db, { limit, offset }: { limit: number; offset: number }): Promise<CompanyRow[]> {
  return db.selectFrom('companies').selectAll().orderBy('id').limit(limit).offset(offset).execute();
}

/** How many companies there are. */
export async function countCompanies(db: Db): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Creates the distributor's company, with no services or features of a partner's own. */
export async function insertDistributorCompany(db: Db, name: string): Promise<CompanyRow> {
  const now = nowIso();
  return db
    .insertInto('companies')
    .values({
      name,
      group_name: 'music',
      services: '[]',
      features: '[]',
      is_sub_aggregator: false,
      is_distributor: true,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
