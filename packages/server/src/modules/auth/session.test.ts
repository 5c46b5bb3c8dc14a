import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { argon2Hasher, type PasswordHasher } from '../../lib/passwords.ts';

let verifyCalls = 0;
const countingHasher: PasswordHasher = {
  hash: argon2Hasher.hash,
  verify: (passwordHash, password) => {
    verifyCalls += 1;
    return argon2Hasher.verify(passwordHash, password);
  },
};

const t = useTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' }, { hasher: countingHasher });

describe('sessions', () => {
  it('answers a session past its expiry with 401 auth.session_expired', async () => {
    const { id, headers } = await t.factories.buildSignedInUser();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.session_expired');
  });

  it('refuses a token at the first request after its sign-out, though a burst had just read its session', async () => {
    const { headers } = await t.factories.buildSignedInUser();
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers })),
    );
    expect(burst.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(after.statusCode).toBe(401);
  });

  it('answers the first request after a user is disabled with 401', async () => {
    const { id, headers } = await t.factories.buildSignedInUser();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
    await t.db.updateTable('users').set({ is_disabled: true }).where('id', '=', id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
  });
});

describe('sign-in work does not tell whether an email exists', () => {
  async function verifyCallsFor(email: string, password: string) {
    const before = verifyCalls;
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/client', payload: { email, password } });
    expect(response.json().code).toBe('auth.invalid_credentials');
    return verifyCalls - before;
  }

  it('runs one argon2 verify for an unknown email, a wrong password, a disabled user and a user without a password', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId);
    const disabled = await t.factories.buildUser(companyId, { isDisabled: true });
    const googleOnly = await t.factories.buildUser(companyId, { password: null });
    expect(await verifyCallsFor('nobody-at-all@example.test', 'wrong-password')).toBe(1);
    expect(await verifyCallsFor(user.email, 'wrong-password')).toBe(1);
    expect(await verifyCallsFor(disabled.email, 'Correct-horse-42')).toBe(1);
    expect(await verifyCallsFor(googleOnly.email, 'wrong-password')).toBe(1);
  });
});
