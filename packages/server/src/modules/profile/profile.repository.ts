import type { Language } from '@irama/contracts';
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

/** Sets a user's names, email and language. */
export async function updateUserContact(
  db: Db,
  companyId: number,
  userId: number,
  values: { firstname: string; lastname: string; email: string; language: Language },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: nowIso() })
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .execute();
}

/** Sets a user's password hash. */
export async function setUserPasswordHash(db: Db, companyId: number, userId: number, hash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: nowIso() })
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .execute();
}

/** Points a user's profile photo at a stored image. */
export async function setUserPhotoUrl(db: Db, companyId: number, userId: number, url: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ profile_image_url: url, updated_at: nowIso() })
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .execute();
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
