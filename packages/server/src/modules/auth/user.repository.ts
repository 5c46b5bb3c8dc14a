import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { findOwnedRow, updateOwnedRow } from '../../db/owned-rows.ts';
import type { NewUser, UserRow, UsersTable } from '../../db/schema.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { insertScoped, selectScoped } from '../../db/scoped-queries.ts';

// Sign-in looks users up by email or Google id before any company is known: its callers pass every company's scope.

export function findUserByEmail(db: Db, scope: Scope, email: string): Promise<UserRow | undefined> {
  return selectScoped(db, 'users', scope).selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserByGoogleSub(db: Db, scope: Scope, googleSub: string): Promise<UserRow | undefined> {
  return selectScoped(db, 'users', scope).selectAll().where('google_sub', '=', googleSub).executeTakeFirst();
}

/** One user in the scope, or undefined (another company's user included). */
export function findUser(db: Db, scope: Scope, userId: number): Promise<UserRow | undefined> {
  return findOwnedRow(db, 'users', scope, userId);
}

export async function insertUser(
  db: Db,
  scope: CompanyScope,
  user: Omit<NewUser, 'company_id' | 'created_at' | 'updated_at'>,
) {
  const now = nowIso();
  const row = await insertScoped(db, 'users', scope, { ...user, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a user's columns (a password, a Google link, names, a photo) and its `updated_at`. */
export function updateUser(
  db: Db,
  scope: Scope,
  userId: number,
  changes: Omit<Updateable<UsersTable>, 'id' | 'company_id' | 'updated_at'>,
): Promise<void> {
  return updateOwnedRow(db, 'users', scope, userId, { ...changes, updated_at: nowIso() });
}

/**
 * True when another user already signs in with `email`. Emails are unique across all
 * companies (they are the sign-in name), so callers ask with every company's scope.
 */
export async function isEmailTaken(db: Db, scope: Scope, email: string, exceptUserId?: number): Promise<boolean> {
  let query = selectScoped(db, 'users', scope).select('id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}
