import { type Language, type RegisterRequest, SIGNUP_DEFAULTS, type VerifyEmailRequest } from '@irama/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { type AuthDeps, startSession } from './auth.service.ts';
import { alreadyRegisteredMail, sendInBackground, verifyEmailMail } from './auth-mail.ts';
import { claimRegistration, insertRegistration, insertSignupCompany } from './registration.repository.ts';
import { findUser, findUserByEmail, insertUser } from './user.repository.ts';

const REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Takes a sign-up and mails a 24-hour verification link, or, when the email already has an
 * account, a note saying so. The answer and the work done are the same either way, so sign-up
 * does not tell who has an account.
 */
export async function register(deps: AuthDeps, input: RegisterRequest, log: FastifyBaseLogger): Promise<void> {
  // Hashed before the lookup: the argon2 work is most of the time a sign-up takes.
  const passwordHash = await deps.hasher.hash(input.password);
  const existing = await findUserByEmail(deps.db, ALL_COMPANIES, input.email);
  if (existing) {
    const mail = alreadyRegisteredMail(existing.email, existing.language as Language, `${deps.publicUrl}/login`);
    sendInBackground(deps.mailer, mail, log);
    log.info({ userId: existing.id }, 'sign-up for an existing account; note mailed');
    return;
  }
  const token = newToken();
  await insertRegistration(deps.db, {
    email: input.email,
    companyName: input.company,
    firstname: input.firstname,
    lastname: input.lastname,
    passwordHash,
    language: input.language,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REGISTRATION_TTL_MS).toISOString(),
  });
  const link = `${deps.publicUrl}/register/verify?token=${token}`;
  sendInBackground(deps.mailer, verifyEmailMail(input.email, input.language, link), log);
  if (deps.logsMailedLinks) log.info({ link }, 'sign-up verification link mailed');
  else log.info('sign-up verification link mailed');
}

/**
 * Verifies a sign-up's email and, in one transaction, creates its company with the sign-up
 * defaults, its owner and a session; an unknown, used or expired token, or an email that has
 * meanwhile got an account, is `auth.verification_token_invalid`.
 */
export async function verifyEmail(deps: AuthDeps, input: VerifyEmailRequest, userAgent: string | null) {
  return deps.db.transaction().execute(async (trx) => {
    const registration = await claimRegistration(trx, hashToken(input.token));
    if (!registration || (await findUserByEmail(trx, ALL_COMPANIES, registration.email))) {
      throw new AppError('auth.verification_token_invalid');
    }
    const companyId = await insertSignupCompany(trx, {
      name: registration.company_name,
      groupName: SIGNUP_DEFAULTS.group_name,
      services: SIGNUP_DEFAULTS.services,
      features: SIGNUP_DEFAULTS.features,
    });
    const scope = companyScope(companyId);
    const userId = await insertUser(trx, scope, {
      role: 'owner',
      firstname: registration.firstname,
      lastname: registration.lastname,
      email: registration.email,
      password_hash: registration.password_hash,
      language: registration.language,
      switches: '{}',
      is_disabled: false,
    });
    const user = await findUser(trx, scope, userId);
    if (!user) throw new Error(`the user ${userId} just inserted is missing`);
    return startSession({ ...deps, db: trx }, user, userAgent);
  });
}
