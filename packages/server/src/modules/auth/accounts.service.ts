import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UserRow, UsersTable } from '../../db/schema.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { hashToken } from '../../lib/tokens.ts';
import { insertResetToken } from './password-reset.repository.ts';
import { revokeUserSessions } from './session.repository.ts';
import { findUser, isEmailTaken, updateUser } from './user.repository.ts';

// What modules that manage accounts (profile, admins) do to a user through the module that owns users.

/** One user of a company, or undefined. */
export function findCompanyUser(db: Db, companyId: number, userId: number): Promise<UserRow | undefined> {
  return findUser(db, companyScope(companyId), userId);
}

/** Changes a user's columns (names, email, a photo, switches) and its `updated_at`. */
export function updateCompanyUser(
  db: Db,
  companyId: number,
  userId: number,
  changes: Omit<Updateable<UsersTable>, 'id' | 'company_id' | 'updated_at'>,
): Promise<void> {
  return updateUser(db, companyScope(companyId), userId, changes);
}

/** True when another user already signs in with `email` (emails are unique across companies). */
export function isEmailInUse(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  return isEmailTaken(db, ALL_COMPANIES, email, exceptUserId);
}

/** Ends every live session of a user, except `keepSessionId` when given. */
export function endUserSessions(db: Db, companyId: number, userId: number, keepSessionId?: number): Promise<void> {
  return revokeUserSessions(db, companyScope(companyId), userId, keepSessionId);
}

/** Stores a new password hash of a user and ends their sessions, except `keepSessionId` when given. */
export async function replacePassword(
  db: Db,
  companyId: number,
  userId: number,
  passwordHash: string,
  keepSessionId?: number,
): Promise<void> {
  const scope = companyScope(companyId);
  await updateUser(db, scope, userId, { password_hash: passwordHash });
  await revokeUserSessions(db, scope, userId, keepSessionId);
}

/** Stores a set-password token of a user (kept only as its hash), valid until `expiresAt`. */
export async function storePasswordToken(
  db: Db,
  companyId: number,
  userId: number,
  token: string,
  expiresAt: string,
): Promise<void> {
  await insertResetToken(db, companyScope(companyId), { userId, tokenHash: hashToken(token), expiresAt });
}
