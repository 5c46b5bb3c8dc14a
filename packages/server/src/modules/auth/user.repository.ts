import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { findOwnedRow, updateOwnedRow } from '../../db/owned-rows.ts';
import type { NewUser, UserRow, UsersTable } from '../../db/schema.ts';

// Sign-in looks users up by email or Google id before any company is known.

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserByGoogleSub(db: Db, googleSub: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_sub', '=', googleSub).executeTakeFirst();
}

/** One user of a company, or undefined. */
export function findUser(db: Db, companyId: number, userId: number): Promise<UserRow | undefined> {
  return findOwnedRow(db, 'users', companyId, userId);
}

export async function insertUser(
  db: Db,
  companyId: number,
  user: Omit<NewUser, 'company_id' | 'created_at' | 'updated_at'>,
) {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({ ...user, company_id: companyId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a user's columns (a password, a Google link, names, a photo) and its `updated_at`. */
export function updateUser(
  db: Db,
  companyId: number,
  userId: number,
  changes: Omit<Updateable<UsersTable>, 'id' | 'company_id' | 'updated_at'>,
): Promise<void> {
  return updateOwnedRow(db, 'users', companyId, userId, { ...changes, updated_at: nowIso() });
}

/**
 * True when another user already signs in with `email`. Emails are unique across all
 * companies (they are the sign-in name), so this one lookup is deliberately not company-scoped.
 */
export async function isEmailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}
