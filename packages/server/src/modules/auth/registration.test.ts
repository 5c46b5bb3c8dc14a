import { SIGNUP_DEFAULTS } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { linkIn } from '../../../test/support/mail-receiver.ts';
import { useTestAppWithMail } from '../../../test/support/test-app.ts';
import { hashToken } from '../../lib/tokens.ts';

const { t, mail } = useTestAppWithMail({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
let sequence = 0;

function signUp(overrides: Record<string, string> = {}, headers: Record<string, string> = {}) {
  sequence += 1;
  const payload = {
    company: 'Gamelan Digital',
    firstname: 'Sari',
    lastname: 'Wulandari',
    email: `signup${sequence}@example.test`,
    password: 'Sign-up-secret-9',
    language: 'en',
    ...overrides,
  };
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers }).then((response) => ({
    response,
    email: payload.email.trim().toLowerCase(),
  }));
}

function verifyEmail(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
}

/** Signs up and returns the token of the verification link that arrives. */
async function mailedVerificationToken(overrides: Record<string, string> = {}) {
  const since = mail.messages.length;
  const { response, email } = await signUp(overrides);
  expect(response.statusCode).toBe(202);
  const token = linkIn(await mail.waitFor(email, since), '/register/verify').searchParams.get('token');
  if (!token) throw new Error('the verification link has no token');
  return { token, email };
}

describe('POST /api/auth/register and POST /api/auth/verify-email', () => {
  it('mails a verification link on PUBLIC_URL, and verifying it creates the company and its owner, signed in', async () => {
    const since = mail.messages.length;
    const { response, email } = await signUp({ email: ' New.Label@Example.TEST ' }, { host: 'evil.example' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { accepted: true } });
    const message = await mail.waitFor(email, since);
    expect(message.subject).toBe('Confirm the email of your Irama sign-up');
    const link = linkIn(message, '/register/verify');
    expect(link.origin).toBe('https://portal.irama.test');

    const verified = await verifyEmail(link.searchParams.get('token') ?? '');
    expect(verified.statusCode).toBe(200);
    const { token, user } = verified.json().data;
    expect(user).toMatchObject({
      email: 'new.label@example.test',
      firstname: 'Sari',
      lastname: 'Wulandari',
      language: 'en',
      role: 'owner',
    });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-authorization': `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.company).toMatchObject({
      company: 'Gamelan Digital',
      group_name: SIGNUP_DEFAULTS.group_name,
      services: [...SIGNUP_DEFAULTS.services],
      features: [...SIGNUP_DEFAULTS.features],
      is_sub_aggregator: false,
      parent_id: null,
    });
    expect(me.json().data.permissions).toEqual({
      estimates: true,
      deliveryrelease: true,
      networkplace: true,
      expertise: false,
      assetreports: false,
      dspreport: true,
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client',
      payload: { email, password: 'Sign-up-secret-9' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('keeps the pending sign-up with an argon2id hash and the token only as its hash, for 24 hours', async () => {
    const before = Date.now();
    const { token, email } = await mailedVerificationToken({ language: 'id' });
    const row = await t.db.selectFrom('registrations').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain('Sign-up-secret-9');
    const lifetime = Date.parse(row.expires_at) - before;
    expect(lifetime).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(24.1 * 60 * 60 * 1000);
    expect(row.verified_at).toBeNull();
  });

  it('answers an email that already has an account the same, and mails a note instead of a link', async () => {
    const companyId = await t.factories.buildCompany();
    const existing = await t.factories.buildUser(companyId, { language: 'id' });
    const since = mail.messages.length;
    const taken = await signUp({ email: existing.email.toUpperCase() });
    const fresh = await signUp();
    expect(taken.response.statusCode).toBe(202);
    expect(taken.response.body).toBe(fresh.response.body);

    const note = await mail.waitFor(existing.email, since);
    expect(note.subject).toBe('Anda sudah memiliki akun Irama');
    expect(note.text).not.toContain('/register/verify');
    expect(linkIn(note, '/login').origin).toBe('https://portal.irama.test');
    const pending = await t.db.selectFrom('registrations').select('id').where('email', '=', existing.email).execute();
    expect(pending).toEqual([]);
    await mail.waitFor(fresh.email, since);
  });

  it('refuses a verification link used once already with auth.verification_token_invalid', async () => {
    const { token } = await mailedVerificationToken();
    expect((await verifyEmail(token)).statusCode).toBe(200);
    const again = await verifyEmail(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('auth.verification_token_invalid');
  });

  it('refuses an expired verification link with auth.verification_token_invalid and creates nothing', async () => {
    const { token, email } = await mailedVerificationToken();
    await t.db
      .updateTable('registrations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const response = await verifyEmail(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth.verification_token_invalid');
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('refuses an unknown token with auth.verification_token_invalid', async () => {
    const response = await verifyEmail('made-up-token');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth.verification_token_invalid');
  });

  it('refuses the second of two sign-ups of one email once the first is verified', async () => {
    const first = await mailedVerificationToken({ email: 'twice@example.test' });
    const second = await mailedVerificationToken({ email: 'twice@example.test' });
    expect((await verifyEmail(second.token)).statusCode).toBe(200);
    const response = await verifyEmail(first.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth.verification_token_invalid');
  });

  it('rejects invalid sign-up fields with their message keys', async () => {
    const { response } = await signUp({ company: ' ', email: 'nope', password: 'short', language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      company: 'validation.required',
      email: 'validation.email.invalid',
      password: 'validation.password.too_short',
    });
    expect(response.json().errors.language).toBeDefined();
  });
});
