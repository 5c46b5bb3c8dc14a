import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserByEmail, findUserByGoogleSub, updateUser } from './user.repository.ts';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** The Google account behind a verified ID token. */
export type GoogleIdentity = { sub: string; email: string };

/** Verifies a Google ID token and returns its account, or throws `auth.google_invalid_token`. */
export type GoogleVerifier = (credential: string) => Promise<GoogleIdentity>;

/**
 * A verifier of Google ID tokens issued to `clientId`, or null when no client id is configured.
 * It keeps one remote key set, so Google's keys are fetched once and refetched only on rotation.
 */
export function createGoogleVerifier(options: {
  clientId: string | undefined;
  jwksUrl: string;
}): GoogleVerifier | null {
  const { clientId } = options;
  if (!clientId) return null;
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return async (credential) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        audience: clientId,
        issuer: GOOGLE_ISSUERS,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub', 'email'],
      }));
    } catch (error) {
      // Google's key endpoint being slow or broken is our outage, not a bad token.
      if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) {
        throw new AppError('service_unavailable');
      }
      if (error instanceof errors.JOSEError) throw new AppError('auth.google_invalid_token');
      throw error;
    }
    const { sub, email } = payload;
    if (payload.email_verified !== true || typeof sub !== 'string' || typeof email !== 'string') {
      throw new AppError('auth.google_invalid_token');
    }
    return { sub, email: email.trim().toLowerCase() };
  };
}

/** What finding a Google account's user needs; `google` is null when GOOGLE_CLIENT_ID is not set. */
export type GoogleDeps = { db: Db; google: GoogleVerifier | null };

/**
 * The enabled user a Google ID token signs in as: the one linked to its account's `sub`, else the
 * one with its email, which is then linked. An account already linked to another Google id is not
 * taken over by a second Google account that shows the same email.
 */
export async function findGoogleUser(deps: GoogleDeps, credential: string): Promise<UserRow> {
  if (!deps.google) throw new AppError('auth.google_not_configured');
  const identity = await deps.google(credential);
  const linked = await findUserByGoogleSub(deps.db, ALL_COMPANIES, identity.sub);
  if (linked) {
    if (linked.is_disabled) throw new AppError('auth.google_not_registered');
    return linked;
  }
  const byEmail = await findUserByEmail(deps.db, ALL_COMPANIES, identity.email);
  if (!byEmail || byEmail.is_disabled || byEmail.google_sub !== null) throw new AppError('auth.google_not_registered');
  await updateUser(deps.db, companyScope(byEmail.company_id), byEmail.id, { google_sub: identity.sub });
  return { ...byEmail, google_sub: identity.sub };
}
