import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { NewUser, UserRow } from '../../db/schema.ts';

// Sign-in looks users up by email or Google id before any company is known.

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserByGoogleSub(db: Db, googleSub: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_sub', '=', googleSub).executeTakeFirst();
}

/** One user of a company, or undefined. */
export function findUser(db: Db, companyId: number, userId: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .executeTakeFirst();
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

export async function updateUserPassword(db: Db, companyId: number, userId: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .execute();
}

export async function linkGoogleAccount(db: Db, companyId: number, userId: number, googleSub: string) {
  await db
    .updateTable('users')
    .set({ google_sub: googleSub, updated_at: nowIso() })
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .execute();
}
