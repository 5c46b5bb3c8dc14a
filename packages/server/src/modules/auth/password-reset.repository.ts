import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { insertScoped, updateScoped } from '../../db/scoped-queries.ts';
import { type IssuedToken, issuedTokenColumns } from './session.repository.ts';

/** Stores a reset token of a user; the token is kept only as its hash. */
export async function insertResetToken(db: Db, scope: CompanyScope, token: IssuedToken): Promise<void> {
  await insertScoped(db, 'password_reset_tokens', scope, issuedTokenColumns(token)).execute();
}

// A reset link is opened before any company is known: its callers pass every company's scope.

/**
 * Marks an unused, unexpired token as used and returns whose it was, or undefined. One UPDATE
 * does both, so two requests racing with the same token cannot both win.
 */
export function claimResetToken(db: Db, scope: Scope, tokenHash: string) {
  const now = nowIso();
  return updateScoped(db, 'password_reset_tokens', scope)
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['company_id', 'user_id'])
    .executeTakeFirst();
}

/** Marks every still-unused reset token of a user as used. */
export async function useUpUserResetTokens(db: Db, scope: Scope, userId: number): Promise<void> {
  await updateScoped(db, 'password_reset_tokens', scope)
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
