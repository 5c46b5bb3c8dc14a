import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

const CLIENT_ID = 'irama-test.apps.googleusercontent.com';
const KID = 'test-key-1';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

let t: TestApp;
let googleKeys: KeyPair;
let otherKeys: KeyPair;
let jwksServer: http.Server;
let sequence = 0;

beforeAll(async () => {
  googleKeys = await generateKeyPair('RS256');
  otherKeys = await generateKeyPair('RS256');
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(googleKeys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }],
  });
  jwksServer = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
});

type TokenOptions = {
  sub?: string;
  email?: string;
  claims?: JWTPayload;
  audience?: string;
  issuer?: string;
  expiresAt?: number | string;
  key?: KeyPair['privateKey'];
};

/** A Google-style ID token; by default valid for CLIENT_ID and signed by the served key. */
function googleToken(options: TokenOptions = {}): Promise<string> {
  return new SignJWT({ email: options.email ?? 'nobody@example.test', email_verified: true, ...options.claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setSubject(options.sub ?? 'sub-unused')
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? '1h')
    .sign(options.key ?? googleKeys.privateKey);
}

function signInWithGoogle(credential: string, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });
}

const nextSub = () => {
  sequence += 1;
  return `10876543210${sequence}`;
};

async function googleSubOf(userId: number) {
  const row = await t.db.selectFrom('users').select('google_sub').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.google_sub;
}

describe('POST /api/auth/google', () => {
  it('links a Google account to the user with its email on the first sign-in and returns a session', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId);
    const sub = nextSub();
    const response = await signInWithGoogle(await googleToken({ sub, email: user.email.toUpperCase() }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ id: user.id, email: user.email });
    expect(await googleSubOf(user.id)).toBe(sub);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-authorization': `Bearer ${response.json().data.token}` },
    });
    expect(me.json().data.user.id).toBe(user.id);
  });

  it('signs in a linked user by Google sub even after the Google email changed', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId);
    const sub = nextSub();
    await t.db.updateTable('users').set({ google_sub: sub }).where('id', '=', user.id).execute();
    const response = await signInWithGoogle(await googleToken({ sub, email: 'renamed@gmail.test' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(user.id);
  });

  it('accepts the issuer accounts.google.com without the scheme', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId);
    const response = await signInWithGoogle(
      await googleToken({ sub: nextSub(), email: user.email, issuer: 'accounts.google.com' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['another audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', { issuer: 'https://accounts.example.test' }],
    ['an expiry in the past', { expiresAt: Math.floor(Date.now() / 1000) - 60 }],
    ['an unverified email', { claims: { email_verified: false } }],
    ['email_verified given as a string', { claims: { email_verified: 'true' } }],
  ] as const)('refuses a token with %s as auth.google_invalid_token', async (_case, options: TokenOptions) => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId);
    const response = await signInWithGoogle(await googleToken({ sub: nextSub(), email: user.email, ...options }));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.google_invalid_token');
    expect(await googleSubOf(user.id)).toBeNull();
  });

  it('refuses a token signed by a key Google did not publish as auth.google_invalid_token', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId);
    const forged = await googleToken({ sub: nextSub(), email: user.email, key: otherKeys.privateKey });
    const response = await signInWithGoogle(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.google_invalid_token');
  });

  it('refuses a credential that is not a JWT as auth.google_invalid_token', async () => {
    const response = await signInWithGoogle('not-a-jwt');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.google_invalid_token');
  });

  it('refuses a verified Google account whose email has no user as auth.google_not_registered', async () => {
    const response = await signInWithGoogle(await googleToken({ sub: nextSub(), email: 'stranger@gmail.test' }));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.google_not_registered');
  });

  it('refuses a disabled user, by email and by linked sub, as auth.google_not_registered', async () => {
    const companyId = await t.factories.buildCompany();
    const byEmail = await t.factories.buildUser(companyId, { isDisabled: true });
    const linked = await t.factories.buildUser(companyId, { isDisabled: true });
    const sub = nextSub();
    await t.db.updateTable('users').set({ google_sub: sub }).where('id', '=', linked.id).execute();

    const first = await signInWithGoogle(await googleToken({ sub: nextSub(), email: byEmail.email }));
    const second = await signInWithGoogle(await googleToken({ sub, email: linked.email }));
    expect([first.statusCode, first.json().code]).toEqual([401, 'auth.google_not_registered']);
    expect([second.statusCode, second.json().code]).toEqual([401, 'auth.google_not_registered']);
    expect(await googleSubOf(byEmail.id)).toBeNull();
  });

  it('does not let a second Google account take over a user already linked to another one', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId);
    const sub = nextSub();
    await t.db.updateTable('users').set({ google_sub: sub }).where('id', '=', user.id).execute();
    const response = await signInWithGoogle(await googleToken({ sub: nextSub(), email: user.email }));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.google_not_registered');
    expect(await googleSubOf(user.id)).toBe(sub);
  });

  it('answers 404 auth.google_not_configured (a sign-in method this server does not offer, never a 5xx) when GOOGLE_CLIENT_ID is not set', async () => {
    const unconfigured = await createTestApp();
    try {
      const response = await signInWithGoogle(await googleToken(), unconfigured.app);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('auth.google_not_configured');
    } finally {
      await unconfigured.close();
    }
  });
});
