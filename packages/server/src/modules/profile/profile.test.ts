import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/support/factories.ts';
import { fieldErrorsOf } from '../../../test/support/field-errors.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { auth } from './profile.test-support.ts';

const t = useTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });

/** A company with a signed-in owner and a signed-in admin. */
async function ownerAndAdmin() {
  const owner = await t.factories.buildSignedInUser();
  const admin = await t.factories.buildUser(owner.companyId, { role: 'admin', switches: { payment: true } });
  const adminToken = await t.factories.signIn(admin.email);
  return { owner, admin: { ...admin, headers: auth(adminToken), token: adminToken } };
}

const putContact = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/v2/profile/contact', headers, payload });

const changePassword = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/v2/profile/changepassword', headers, payload });

describe('profile endpoints without a session', () => {
  it.each([
    ['GET', '/api/v2/profile/info'],
    ['GET', '/api/v2/profile/contact'],
    ['PUT', '/api/v2/profile/contact'],
    ['GET', '/api/v2/profile/company'],
    ['PUT', '/api/v2/profile/company'],
    ['PUT', '/api/v2/profile/changepassword'],
    ['POST', '/api/v2/profile/uploadprofile'],
    ['POST', '/api/v2/profile/uploadcontact'],
    ['GET', '/api/v2/profile/admin/contact'],
    ['POST', '/api/v2/profile/contact'],
    ['GET', '/api/v2/profile/contact/id/1'],
    ['PUT', '/api/v2/profile/contact/id/1'],
    ['PUT', '/api/v2/profile/changepassword/id/1'],
    ['DELETE', '/api/v2/profile/contact/id/1'],
    ['GET', '/api/v2/whitelabel'],
    ['PUT', '/api/v2/whitelabel'],
    ['POST', '/api/v1/media'],
    ['GET', '/api/ops/company-change-requests'],
    ['POST', '/api/ops/company-change-requests/1/approve'],
    ['POST', '/api/ops/company-change-requests/1/reject'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.session_expired');
  });
});

describe('GET /api/v2/profile/info and /contact', () => {
  it('returns the user, company and permissions, and the contact under data.results', async () => {
    const { admin } = await ownerAndAdmin();
    const info = await t.app.inject({ method: 'GET', url: '/api/v2/profile/info', headers: admin.headers });
    expect(info.statusCode).toBe(200);
    expect(info.json().data.user).toMatchObject({ id: admin.id, role: 'admin' });
    expect(info.json().data.permissions).toMatchObject({ estimates: true, dspreport: false });
    const contact = await t.app.inject({ method: 'GET', url: '/api/v2/profile/contact', headers: admin.headers });
    expect(contact.json().data.results).toEqual({
      firstname: 'Test',
      lastname: 'User',
      email: admin.email,
      language: 'id',
      profile_image_url: null,
    });
  });
});

describe('PUT /api/v2/profile/contact', () => {
  it('changes the own names, email and language, which /api/auth/me then shows', async () => {
    const { owner } = await ownerAndAdmin();
    const response = await putContact(owner.headers, {
      firstname: ' Budi ',
      lastname: 'Santoso',
      email: 'Budi.New@Example.test',
      language: 'en',
      current_password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.results).toMatchObject({
      firstname: 'Budi',
      email: 'budi.new@example.test',
      language: 'en',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: owner.headers });
    expect(me.json().data.user).toMatchObject({ firstname: 'Budi', language: 'en' });
  });

  it('refuses an email another user has with profile.email_taken', async () => {
    const { owner, admin } = await ownerAndAdmin();
    const response = await putContact(owner.headers, {
      firstname: 'A',
      lastname: 'B',
      email: admin.email,
      language: 'id',
      current_password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'profile.email_taken', errors: { email: 'profile.email_taken' } });
  });

  it('keeps names and language changes free of the password while the email stays', async () => {
    const { owner } = await ownerAndAdmin();
    const response = await putContact(owner.headers, {
      firstname: 'Sari',
      lastname: 'Dewi',
      email: owner.email.toUpperCase(),
      language: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.results).toMatchObject({ firstname: 'Sari', email: owner.email, language: 'en' });
  });

  it.each([
    ['without the current password', undefined, 'profile.email_change_needs_password'],
    ['with a wrong current password', 'Not-the-password-1', 'profile.current_password_wrong'],
  ])('refuses a new sign-in email %s and changes nothing', async (_case, currentPassword, code) => {
    const { owner } = await ownerAndAdmin();
    const response = await putContact(owner.headers, {
      firstname: 'Taken',
      lastname: 'Over',
      email: 'attacker@example.test',
      language: 'en',
      current_password: currentPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, errors: { current_password: code } });
    const contact = await t.app.inject({ method: 'GET', url: '/api/v2/profile/contact', headers: owner.headers });
    expect(contact.json().data.results).toMatchObject({ email: owner.email, firstname: 'Test' });
  });

  it('answers validation keys for a bad body', async () => {
    const { owner } = await ownerAndAdmin();
    const response = await putContact(owner.headers, {
      firstname: '',
      lastname: 'B',
      email: 'not-an-email',
      language: 'fr',
    });
    expect(fieldErrorsOf(response)).toMatchObject({
      firstname: 'validation.required',
      email: 'validation.email.invalid',
    });
  });

  it('refuses switches sent with the own contact: an admin cannot widen its own access', async () => {
    const { admin } = await ownerAndAdmin();
    const response = await putContact(admin.headers, {
      firstname: 'A',
      lastname: 'B',
      email: admin.email,
      language: 'id',
      switches: { dsp_report: true },
    });
    expect(fieldErrorsOf(response)).toEqual({ switches: 'validation.unknown_field' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.headers });
    expect(me.json().data.permissions.dspreport).toBe(false);
  });
});

describe('PUT /api/v2/profile/changepassword', () => {
  it('refuses a wrong current password and a repeat that differs', async () => {
    const { owner } = await ownerAndAdmin();
    const wrong = await changePassword(owner.headers, {
      current_password: 'nope-nope-nope',
      new_password: 'Brand-new-pass-1',
      repeat_password: 'Brand-new-pass-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'profile.current_password_wrong',
      errors: { current_password: 'profile.current_password_wrong' },
    });
    const mismatch = await changePassword(owner.headers, {
      current_password: TEST_PASSWORD,
      new_password: 'Brand-new-pass-1',
      repeat_password: 'Brand-new-pass-2',
    });
    expect(fieldErrorsOf(mismatch)).toEqual({ repeat_password: 'validation.password.mismatch' });
    const short = await changePassword(owner.headers, {
      current_password: TEST_PASSWORD,
      new_password: 'short',
      repeat_password: 'short',
    });
    expect(short.json().errors).toMatchObject({ new_password: 'validation.password.too_short' });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { owner } = await ownerAndAdmin();
    const otherToken = await t.factories.signIn(owner.email);
    const response = await changePassword(owner.headers, {
      current_password: TEST_PASSWORD,
      new_password: 'Brand-new-pass-1',
      repeat_password: 'Brand-new-pass-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(otherToken) })).statusCode).toBe(
      401,
    );
    await expect(t.factories.signIn(owner.email)).rejects.toThrow();
    expect(await t.factories.signIn(owner.email, 'Brand-new-pass-1')).toBeTypeOf('string');
  });
});
