import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/support/factories.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { hashToken } from '../../lib/tokens.ts';
import { auth, captureMailer } from '../profile/profile.test-support.ts';

const mailer = captureMailer();
const t = useTestApp({ PUBLIC_URL: 'https://partner.irama.test', RATE_LIMIT_AUTH_PER_MINUTE: '1000' }, { mailer });

async function company(ownerLanguage: 'id' | 'en' = 'id') {
  const owner = await t.factories.buildSignedInUser({}, { language: ownerLanguage });
  const admin = await t.factories.buildUser(owner.companyId, { role: 'admin', switches: { payment: true } });
  const adminHeaders = auth(await t.factories.signIn(admin.email));
  return { owner, admin, adminHeaders };
}

/** An upload form whose file an admin's request never gets as far as reading. */
function logoForm() {
  const form = new FormData();
  form.append('file', new Blob(['logo']), 'logo.png');
  return form;
}

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

describe('admin accounts: who may call', () => {
  it('refuses every admin-account endpoint to an admin with permission_denied', async () => {
    const { admin, adminHeaders } = await company();
    const calls = [
      inject('GET', '/api/v2/profile/admin/contact', adminHeaders),
      inject('POST', '/api/v2/profile/contact', adminHeaders, {
        firstname: 'A',
        lastname: 'B',
        email: 'x@example.test',
      }),
      inject('GET', `/api/v2/profile/contact/id/${admin.id}`, adminHeaders),
      inject('PUT', `/api/v2/profile/contact/id/${admin.id}`, adminHeaders, { switches: { dsp_report: true } }),
      inject('PUT', `/api/v2/profile/changepassword/id/${admin.id}`, adminHeaders, {
        new_password: 'Another-pass-1',
        repeat_password: 'Another-pass-1',
      }),
      inject('DELETE', `/api/v2/profile/contact/id/${admin.id}`, adminHeaders),
      inject('POST', '/api/v2/profile/uploadcontact', adminHeaders, logoForm()),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('permission_denied');
    }
    const me = await inject('GET', '/api/auth/me', adminHeaders);
    expect(me.json().data.permissions.dspreport).toBe(false);
  });

  it("answers 404 for another company's admin id, exactly as for a missing id", async () => {
    const { owner } = await company();
    const other = await company();
    const missing = await inject('GET', '/api/v2/profile/contact/id/999999', owner.headers);
    for (const response of await Promise.all([
      inject('GET', `/api/v2/profile/contact/id/${other.admin.id}`, owner.headers),
      inject('PUT', `/api/v2/profile/contact/id/${other.admin.id}`, owner.headers, { is_disabled: true }),
      inject('PUT', `/api/v2/profile/changepassword/id/${other.admin.id}`, owner.headers, {
        new_password: 'Another-pass-1',
        repeat_password: 'Another-pass-1',
      }),
      inject('DELETE', `/api/v2/profile/contact/id/${other.admin.id}`, owner.headers),
    ])) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(missing.json().code);
    }
    expect((await inject('GET', '/api/auth/me', other.adminHeaders)).statusCode).toBe(200);
  });
});

describe('GET /api/v2/profile/admin/contact', () => {
  it("lists the company's owner and admins with every switch", async () => {
    const { owner, admin } = await company();
    await company();
    const response = await inject('GET', '/api/v2/profile/admin/contact', owner.headers);
    expect(response.statusCode).toBe(200);
    const { results, total } = response.json().data;
    expect(total).toBe(2);
    expect(results.map((row: { id: number }) => row.id)).toEqual([owner.id, admin.id]);
    expect(results[0]).toMatchObject({ role: 'owner', switches: { payment: true, dsp_report: true } });
    expect(results[1]).toMatchObject({
      role: 'admin',
      name: 'Test User',
      email: admin.email,
      is_disabled: false,
      is_invitation_pending: false,
      switches: {
        payment: true,
        release_catalogue: false,
        youtube_report: false,
        dsp_report: false,
        new_dsp_report: false,
      },
    });
  });
});

describe('POST /api/v2/profile/contact', () => {
  it("creates an admin without a password and mails a PUBLIC_URL set-password link in the owner's language", async () => {
    const { owner } = await company('en');
    const response = await inject('POST', '/api/v2/profile/contact', owner.headers, {
      firstname: 'Rina',
      lastname: 'Kusuma',
      email: 'Rina.New@Example.test',
      switches: { release_catalogue: true },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ email: 'rina.new@example.test', role: 'admin', is_invitation_pending: true });
    expect(created.switches).toMatchObject({ release_catalogue: true, payment: false });

    const mail = mailer.sent.find((sent) => sent.to === 'rina.new@example.test');
    expect(mail?.subject).toContain('invited');
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    const url = new URL(link);
    expect(url.origin).toBe('https://partner.irama.test');
    expect(url.pathname).toBe('/reset-password');
    expect(url.searchParams.get('invite')).toBe('1');
    const token = url.searchParams.get('token') ?? '';
    const row = await t.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(created.id);
    expect(row.used_at).toBeNull();
    const days = (Date.parse(row.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await expect(t.factories.signIn('rina.new@example.test', TEST_PASSWORD)).rejects.toThrow();
  });

  it('refuses an email that is already in use', async () => {
    const { owner, admin } = await company();
    const response = await inject('POST', '/api/v2/profile/contact', owner.headers, {
      firstname: 'A',
      lastname: 'B',
      email: admin.email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'profile.email_taken', errors: { email: 'profile.email_taken' } });
  });
});

describe('PUT /api/v2/profile/contact/id/:id', () => {
  it("changes an admin's switches, which count from the admin's next request", async () => {
    const { owner, admin, adminHeaders } = await company();
    const response = await inject('PUT', `/api/v2/profile/contact/id/${admin.id}`, owner.headers, {
      switches: { dsp_report: true, payment: false },
      firstname: 'Renamed',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      firstname: 'Renamed',
      switches: { dsp_report: true, payment: false },
    });
    const me = await inject('GET', '/api/auth/me', adminHeaders);
    expect(me.json().data.permissions).toMatchObject({ dspreport: true, estimates: false });
  });

  it("refuses to change the owner's own switches or disable the owner", async () => {
    const { owner } = await company();
    for (const payload of [{ switches: { payment: false } }, { is_disabled: true }]) {
      const response = await inject('PUT', `/api/v2/profile/contact/id/${owner.id}`, owner.headers, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('profile.cannot_change_own_switches');
    }
    const rename = await inject('PUT', `/api/v2/profile/contact/id/${owner.id}`, owner.headers, { lastname: 'Baru' });
    expect(rename.json().data).toMatchObject({ lastname: 'Baru', role: 'owner' });
  });

  it("disabling an admin ends the admin's sessions at once", async () => {
    const { owner, admin, adminHeaders } = await company();
    const response = await inject('PUT', `/api/v2/profile/contact/id/${admin.id}`, owner.headers, {
      is_disabled: true,
    });
    expect(response.json().data.is_disabled).toBe(true);
    const me = await inject('GET', '/api/auth/me', adminHeaders);
    expect(me.statusCode).toBe(401);
    await expect(t.factories.signIn(admin.email)).rejects.toThrow();
  });
});

describe('PUT /api/v2/profile/changepassword/id/:id', () => {
  it("sets an admin's password and ends the admin's sessions", async () => {
    const { owner, admin, adminHeaders } = await company();
    const mismatch = await inject('PUT', `/api/v2/profile/changepassword/id/${admin.id}`, owner.headers, {
      new_password: 'Another-pass-1',
      repeat_password: 'Another-pass-2',
    });
    expect(mismatch.json().errors).toEqual({ repeat_password: 'validation.password.mismatch' });
    const response = await inject('PUT', `/api/v2/profile/changepassword/id/${admin.id}`, owner.headers, {
      new_password: 'Another-pass-1',
      repeat_password: 'Another-pass-1',
    });
    expect(response.statusCode).toBe(200);
    expect((await inject('GET', '/api/auth/me', adminHeaders)).statusCode).toBe(401);
    expect(await t.factories.signIn(admin.email, 'Another-pass-1')).toBeTypeOf('string');
    const own = await inject('PUT', `/api/v2/profile/changepassword/id/${owner.id}`, owner.headers, {
      new_password: 'Another-pass-1',
      repeat_password: 'Another-pass-1',
    });
    expect(own.statusCode).toBe(403);
  });
});

describe('DELETE /api/v2/profile/contact/id/:id', () => {
  it('deletes an admin, whose token then stops working, but never the owner', async () => {
    const { owner, admin, adminHeaders } = await company();
    const self = await inject('DELETE', `/api/v2/profile/contact/id/${owner.id}`, owner.headers);
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('profile.cannot_delete_owner');
    const response = await inject('DELETE', `/api/v2/profile/contact/id/${admin.id}`, owner.headers);
    expect(response.json()).toEqual({ data: { ok: true } });
    expect((await inject('GET', '/api/auth/me', adminHeaders)).statusCode).toBe(401);
    expect((await inject('GET', `/api/v2/profile/contact/id/${admin.id}`, owner.headers)).statusCode).toBe(404);
  });
});
