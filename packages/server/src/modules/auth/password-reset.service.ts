import type { ForgotPasswordRequest, Language, ResetPasswordRequest } from '@irama/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { replacePassword, storePasswordToken } from './accounts.service.ts';
import { type AuthDeps, clearFailedLogins } from './auth.service.ts';
import { resetPasswordMail, sendInBackground } from './auth-mail.ts';
import { claimResetToken, useUpUserResetTokens } from './password-reset.repository.ts';
import { findUser, findUserByEmail } from './user.repository.ts';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Stores a fresh single-use reset token of a user and returns its link on PUBLIC_URL, which the
 * reset page turns into a new password within RESET_TOKEN_TTL_MS.
 */
export async function issueResetLink(
  db: Db,
  publicUrl: string,
  user: Pick<UserRow, 'id' | 'company_id'>,
): Promise<{ link: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString();
  await storePasswordToken(db, user.company_id, user.id, token, expiresAt);
  return { link: `${publicUrl}/reset-password?token=${token}`, expiresAt };
}

/**
 * Mails a single-use reset link, valid 60 minutes, to an enabled user with this email. The
 * caller learns nothing either way: the answer is the same and the mail leaves in the background.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: ForgotPasswordRequest,
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserByEmail(deps.db, ALL_COMPANIES, input.email);
  if (!user || user.is_disabled) return;
  const { link } = await issueResetLink(deps.db, deps.publicUrl, user);
  sendInBackground(deps.mailer, resetPasswordMail(user.email, user.language as Language, link), log);
  if (deps.logsMailedLinks) log.info({ userId: user.id, link }, 'password reset link mailed');
  else log.info({ userId: user.id }, 'password reset link mailed');
}

/**
 * Sets a new password with a reset token, uses the token up and ends every session of the
 * user, all in one transaction; an unknown, used or expired token is `auth.reset_token_invalid`.
 */
export async function resetPassword(deps: AuthDeps, input: ResetPasswordRequest): Promise<void> {
  const passwordHash = await deps.hasher.hash(input.password);
  const email = await deps.db.transaction().execute(async (trx) => {
    const owner = await claimResetToken(trx, ALL_COMPANIES, hashToken(input.token));
    if (!owner) throw new AppError('auth.reset_token_invalid');
    const scope = companyScope(owner.company_id);
    await replacePassword(trx, owner.company_id, owner.user_id, passwordHash);
    await useUpUserResetTokens(trx, scope, owner.user_id);
    return (await findUser(trx, scope, owner.user_id))?.email;
  });
  if (email) await clearFailedLogins(deps, email);
}
