import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { hashToken } from '../../lib/tokens.ts';

// Each test app gets its own random Redis prefix (or its own memory store), so counts never leak
// between apps, runs or engines.

describe('per-IP limit on the public auth routes', () => {
  const LIMIT = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT),
      GOOGLE_CLIENT_ID: 'irama-test.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/unused',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const routes = [
    ['/api/auth/client', { email: 'limit@example.test', password: 'wrong-password' }],
    ['/api/auth/google', { credential: 'not-a-jwt' }],
    ['/api/auth/forgot-password', { email: 'limit@example.test' }],
    ['/api/auth/reset-password', { token: 'made-up', password: 'Long-enough-secret-1' }],
    ['/api/auth/register', { company: 'C', firstname: 'F', lastname: 'L', email: 'x@example.test', password: 'short' }],
    ['/api/auth/verify-email', { token: 'made-up' }],
  ] as const;

  it.each(routes)(
    'answers the request past the limit on %s with 429 rate_limited and Retry-After',
    async (url, payload) => {
      const send = (remoteAddress = '203.0.113.7') => t.app.inject({ method: 'POST', url, payload, remoteAddress });
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        expect((await send()).statusCode).not.toBe(429);
      }
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(limited.json()).toMatchObject({ status: 429, code: 'rate_limited' });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another address still gets through: the limit is per IP.
      expect((await send('203.0.113.8')).statusCode).not.toBe(429);
    },
  );
});

describe('per-account limit on failed sign-ins', () => {
  const MAX_FAILURES = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', MAX_FAILED_LOGINS_PER_HOUR: String(MAX_FAILURES) });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password: string, remoteAddress = '198.51.100.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/client', payload: { email, password }, remoteAddress });

  async function failTimes(email: string, times: number) {
    for (let attempt = 0; attempt < times; attempt += 1) {
      // A new address each time: the account limit must hold however the attempts are spread.
      const response = await signIn(email, 'wrong-password', `198.51.100.${attempt + 10}`);
      expect(response.json().code).toBe('auth.invalid_credentials');
    }
  }

  it('locks an account after MAX_FAILED_LOGINS_PER_HOUR failures with 429 auth.account_locked and Retry-After, even for the right password', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId);
    await failTimes(user.email, MAX_FAILURES);
    const locked = await signIn(user.email, 'Correct-horse-42');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('auth.account_locked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks only the account that failed, not others', async () => {
    const companyId = await t.factories.buildCompany();
    const victim = await t.factories.buildUser(companyId);
    const other = await t.factories.buildUser(companyId);
    await failTimes(victim.email, MAX_FAILURES);
    expect((await signIn(other.email, 'Correct-horse-42')).statusCode).toBe(200);
  });

  it('counts failures for an unknown email the same way', async () => {
    await failTimes('ghost-lock@example.test', MAX_FAILURES);
    const response = await signIn('ghost-lock@example.test', 'anything-at-all');
    expect(response.json().code).toBe('auth.account_locked');
  });

  it('starts the count again after a successful sign-in', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId);
    await failTimes(user.email, MAX_FAILURES - 1);
    expect((await signIn(user.email, 'Correct-horse-42')).statusCode).toBe(200);
    await failTimes(user.email, MAX_FAILURES - 1);
    expect((await signIn(user.email, 'Correct-horse-42')).statusCode).toBe(200);
  });

  it('unlocks the account once its owner resets the password from a mailed link', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId);
    await failTimes(user.email, MAX_FAILURES);
    const token = 'a-reset-token-the-owner-received-by-mail';
    await t.db
      .insertInto('password_reset_tokens')
      .values({
        company_id: companyId,
        user_id: user.id,
        token_hash: hashToken(token),
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Unlocked-secret-9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(user.email, 'Unlocked-secret-9')).statusCode).toBe(200);
  });
});
