import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';

/** Stores a reset token of a user; the token is kept only as its hash. */
export async function insertResetToken(
  db: Db,
  scope: CompanyScope,
  values: { userId: number; tokenHash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      company_id: scope.companyId,
      user_id: values.userId,
      token_hash: values.tokenHash,
      created_at: nowIso(),
      expires_at: values.expiresAt,
    })
    .execute();
}

// A reset link is opened before any company is known: its callers pass every company's scope.

/**
 * Marks an unused, unexpired token as used and returns whose it was, or undefined. One UPDATE
 * does both, so two requests racing with the same token cannot both win.
 */
export function claimResetToken(db: Db, scope: Scope, tokenHash: string) {
  const now = nowIso();
  return db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where(inScope(scope))
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['company_id', 'user_id'])
    .executeTakeFirst();
}

/** Marks every still-unused reset token of a user as used. */
export async function useUpUserResetTokens(db: Db, scope: Scope, userId: number): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso() })
    .where(inScope(scope))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
