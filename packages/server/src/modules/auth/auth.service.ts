import type { GoogleLoginRequest, Language, LoginRequest, Me, User, UserRole } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import type { CounterStore } from '../../lib/counters.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { dummyPasswordHash, type PasswordHasher } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { getCompanyBranding } from '../branding/index.ts';
import { findGoogleUser, type GoogleVerifier } from './google.service.ts';
import { insertSession, revokeSession } from './session.repository.ts';
import { findUserByEmail } from './user.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

export type AuthDeps = {
  db: Db;
  hasher: PasswordHasher;
  counters: CounterStore;
  sessionTtlMs: number;
  maxFailedLoginsPerHour: number;
  mailer: Mailer;
  /** Origin of every link we mail (PUBLIC_URL), never taken from a request's Host header. */
  publicUrl: string;
  /** Null when GOOGLE_CLIENT_ID is not set. */
  google: GoogleVerifier | null;
  /** Also log mailed links: only when mail goes to .eml files, so a token never sits in production logs. */
  logsMailedLinks: boolean;
};

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    language: row.language as Language,
    role: row.role as UserRole,
    profile_image_url: row.profile_image_url,
  };
}

/** Opens a session for a user and returns its token (shown once, stored only as a hash). */
export async function startSession(deps: AuthDeps, user: UserRow, userAgent: string | null) {
  const token = newToken();
  await insertSession(deps.db, companyScope(user.company_id), {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + deps.sessionTtlMs).toISOString(),
    userAgent,
  });
  return { token, user: toUser(user) };
}

const failedLoginsKey = (email: string) => `login-failures:${email}`;

/**
 * Signs in with email and password. Every failure answers the same `auth.invalid_credentials`
 * after the same argon2 work, whether or not the email exists; an account past its hourly
 * failure budget is refused until the window ends.
 */
export async function login(deps: AuthDeps, input: LoginRequest, userAgent: string | null) {
  const failures = await deps.counters.get(failedLoginsKey(input.email));
  if (failures >= deps.maxFailedLoginsPerHour) {
    throw new AppError('auth.account_locked', { headers: { 'retry-after': String(HOUR_MS / 1000) } });
  }
  const user = await findUserByEmail(deps.db, ALL_COMPANIES, input.email);
  const usable = user && !user.is_disabled && user.password_hash ? user : undefined;
  const isValid = await deps.hasher.verify(
    usable?.password_hash ?? (await dummyPasswordHash(deps.hasher)),
    input.password,
  );
  if (!usable || !isValid) {
    await deps.counters.increment(failedLoginsKey(input.email), HOUR_MS);
    throw new AppError('auth.invalid_credentials');
  }
  await deps.counters.reset(failedLoginsKey(input.email));
  return startSession(deps, usable, userAgent);
}

/** Signs in with a Google ID token and returns a session token and the user. */
export async function signInWithGoogle(deps: AuthDeps, input: GoogleLoginRequest, userAgent: string | null) {
  return startSession(deps, await findGoogleUser(deps, input.credential), userAgent);
}

/** Forgets the failed sign-ins of an email, once its owner has proven they read its mail. */
export async function clearFailedLogins(deps: Pick<AuthDeps, 'counters'>, email: string): Promise<void> {
  await deps.counters.reset(failedLoginsKey(email));
}

/** Ends the caller's session on the server. */
export async function logout(deps: Pick<AuthDeps, 'db'>, caller: Caller): Promise<void> {
  await revokeSession(deps.db, companyScope(caller.company.id), caller.sessionId);
}

/** The caller as the SPA needs it: user, company, permissions and branding. */
export async function getMe(deps: Pick<AuthDeps, 'db'>, caller: Caller): Promise<Me> {
  return {
    user: caller.user,
    company: caller.company,
    permissions: caller.permissions,
    branding: await getCompanyBranding(deps.db, caller.company),
  };
}
