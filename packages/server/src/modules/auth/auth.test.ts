import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();

describe('POST /api/auth/client', () => {
  it('signs in with the right email and password and returns a token and the user', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId, { email: 'Sign.In@Example.test' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client',
      payload: { email: ' sign.in@example.TEST ', password: 'Correct-horse-42' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user).toMatchObject({ id: user.id, role: 'owner' });
  });

  it('answers a wrong password and an unknown email with the same problem', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client',
      payload: { email: user.email, password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client',
      payload: { email: 'ghost@example.test', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json().code).toBe('auth.invalid_credentials');
  });

  it('refuses a NUL or a lone surrogate in the email or password with a field message, not a server error', async () => {
    const cases = [
      {
        json: '{"email":"a\\u0000@example.test","password":"x"}',
        errors: { email: 'validation.text.control_character' },
      },
      {
        json: '{"email":"a@example.test","password":"x\\u0000y"}',
        errors: { password: 'validation.text.control_character' },
      },
      {
        json: '{"email":"a@example.test","password":"x\\ud800y"}',
        errors: { password: 'validation.text.invalid_unicode' },
      },
    ];
    for (const { json, errors } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/client',
        headers: { 'content-type': 'application/json' },
        payload: json,
      });
      expect(response.statusCode, json).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
  });

  it('refuses a disabled user with the same answer as a wrong password', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId, { isDisabled: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client',
      payload: { email: user.email, password: 'Correct-horse-42' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.invalid_credentials');
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('returns 401 auth.session_expired without a token, with an unknown one, and after logout', async () => {
    const noToken = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().code).toBe('auth.session_expired');

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-authorization': 'Bearer not-a-token' },
    });
    expect(unknown.json().code).toBe('auth.session_expired');

    const { headers } = await t.factories.buildSignedInUser();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('auth.session_expired');
  });

  it('takes the token from a standard Authorization header too, X-Authorization first when both are sent', async () => {
    const { token } = await t.factories.buildSignedInUser();
    const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await me({ authorization: `bearer ${token}` })).statusCode).toBe(200);
    expect((await me({ authorization: token })).statusCode).toBe(401);
    const both = await me({ 'x-authorization': 'Bearer not-a-token', authorization: `Bearer ${token}` });
    expect(both.json().code).toBe('auth.session_expired');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('never takes the token from a cookie', async () => {
    const { token } = await t.factories.buildSignedInUser();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `token=${token}` } });
    expect(response.statusCode).toBe(401);
  });

  it('gives an admin the company features narrowed by its switches', async () => {
    const companyId = await t.factories.buildCompany({
      features: ['estimates', 'deliveryrelease', 'assetreports', 'networkplace'],
    });
    const admin = await t.factories.buildUser(companyId, {
      role: 'admin',
      switches: { payment: true, youtube_report: true },
    });
    const token = await t.factories.signIn(admin.email);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-authorization': `Bearer ${token}` },
    });
    expect(me.json().data.permissions).toEqual({
      estimates: true,
      deliveryrelease: false,
      networkplace: true,
      expertise: false,
      assetreports: true,
      dspreport: false,
    });
    expect(me.json().data.company).toMatchObject({ id: companyId, group_name: 'music' });
  });
});
