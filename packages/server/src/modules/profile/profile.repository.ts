import { type Db, nowIso } from '../../db/database.ts';
import type { CompaniesTable } from '../../db/schema.ts';

/**
 * True when another user already signs in with `email`. Emails are unique across all
 * companies (they are the sign-in name), so this one lookup is deliberately not company-scoped.
 */
export async function isEmailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export type CompanyColumns = Partial<
  Pick<
    CompaniesTable,
    | 'name'
    | 'vat_number'
    | 'bank_name'
    | 'bank_account_number'
    | 'bank_branch'
    | 'phone'
    | 'address'
    | 'country'
    | 'province'
    | 'city'
    | 'zip_code'
    | 'logo_url'
  >
>;

/** Writes the given company columns; columns left out keep their value. */
export async function updateCompanyColumns(db: Db, companyId: number, values: CompanyColumns): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .updateTable('companies')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', companyId)
    .execute();
}

/** True when a write failed on a unique index (both engines), e.g. two requests racing for an email. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
