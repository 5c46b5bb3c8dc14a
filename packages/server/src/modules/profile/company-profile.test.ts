import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../test/support/field-errors.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { auth } from './profile.test-support.ts';

const t = useTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });

async function companyWithOwnerAndAdmin() {
  const owner = await t.factories.buildSignedInUser({ name: 'PT Lama' });
  const admin = await t.factories.buildUser(owner.companyId, { role: 'admin' });
  return { owner, adminHeaders: auth(await t.factories.signIn(admin.email)) };
}

async function staffHeaders() {
  const staff = await t.factories.buildSignedInUser({ isDistributor: true, features: [] }, { role: 'staff' });
  return staff.headers;
}

const getCompany = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v2/profile/company', headers })).json().data.results;

const putCompany = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/v2/profile/company', headers, payload });

describe('GET /api/v2/profile/company', () => {
  it('returns every company field under data.results, for the owner and the admins', async () => {
    const { owner, adminHeaders } = await companyWithOwnerAndAdmin();
    const company = await getCompany(owner.headers);
    expect(company).toMatchObject({
      id: owner.companyId,
      company: 'PT Lama',
      group_name: 'music',
      services: ['music', 'youtube', 'dsp'],
      vat_number: null,
      account_number: null,
      zip_code: null,
      pending_changes: [],
    });
    expect(await getCompany(adminHeaders)).toEqual(company);
  });

  it('shows the whole bank account number to the owner and payment admins, and only its end to other admins', async () => {
    const { owner, adminHeaders } = await companyWithOwnerAndAdmin();
    const payer = await t.factories.buildUser(owner.companyId, { role: 'admin', switches: { payment: true } });
    await t.db
      .updateTable('companies')
      .set({ bank_account_number: '1234567890' })
      .where('id', '=', owner.companyId)
      .execute();

    expect((await getCompany(owner.headers)).account_number).toBe('1234567890');
    expect((await getCompany(auth(await t.factories.signIn(payer.email)))).account_number).toBe('1234567890');
    expect((await getCompany(adminHeaders)).account_number).toBe('••••7890');
  });
});

describe('PUT /api/v2/profile/company', () => {
  it('is refused to an admin', async () => {
    const { adminHeaders } = await companyWithOwnerAndAdmin();
    const response = await putCompany(adminHeaders, { phone: '+62 811 1111 1111' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('permission_denied');
  });

  it('applies address fields at once and keeps name, VAT and bank changes pending until support approves', async () => {
    const { owner } = await companyWithOwnerAndAdmin();
    const response = await putCompany(owner.headers, {
      company: 'PT Baru',
      bank_name: 'Bank Mandiri',
      account_number: '1234567890',
      phone: '+62 811 2222 3333',
      city: 'Bandung',
      zip_code: '40111',
    });
    expect(response.statusCode).toBe(200);
    const pendingView = response.json().data.results;
    expect(pendingView).toMatchObject({
      company: 'PT Lama',
      bank_name: null,
      phone: '+62 811 2222 3333',
      city: 'Bandung',
    });
    expect(pendingView.pending_changes.map((change: { field: string }) => change.field).sort()).toEqual([
      'account_number',
      'bank_name',
      'company',
    ]);

    // Sending the same form again (a form posts every field) neither duplicates nor drops them.
    await putCompany(owner.headers, {
      company: 'PT Baru',
      bank_name: 'Bank Mandiri',
      account_number: '1234567890',
      city: 'Bandung',
    });
    expect((await getCompany(owner.headers)).pending_changes).toHaveLength(3);

    const staff = await staffHeaders();
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/ops/company-change-requests?limit=100',
      headers: staff,
    });
    expect(queue.statusCode).toBe(200);
    const mine = queue.json().data.results.filter((row: { company_id: number }) => row.company_id === owner.companyId);
    expect(mine).toHaveLength(3);
    const nameChange = mine.find((row: { field: string }) => row.field === 'company');
    expect(nameChange).toMatchObject({ old_value: 'PT Lama', new_value: 'PT Baru', status: 'pending' });

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/ops/company-change-requests/${nameChange.id}/approve`,
      headers: staff,
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data).toMatchObject({ status: 'approved', decided_at: expect.any(String) });
    const bankChange = mine.find((row: { field: string }) => row.field === 'bank_name');
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/ops/company-change-requests/${bankChange.id}/reject`,
      headers: staff,
    });
    expect(reject.json().data.status).toBe('rejected');

    const after = await getCompany(owner.headers);
    expect(after).toMatchObject({ company: 'PT Baru', bank_name: null, account_number: null });
    expect(after.pending_changes.map((change: { field: string }) => change.field)).toEqual(['account_number']);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: owner.headers });
    expect(me.json().data.company.company).toBe('PT Baru');

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/ops/company-change-requests/${nameChange.id}/approve`,
      headers: staff,
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers validation keys for malformed phone, VAT and zip code', async () => {
    const { owner } = await companyWithOwnerAndAdmin();
    const response = await putCompany(owner.headers, {
      phone: 'call me',
      vat_number: '12',
      zip_code: '<>',
      company: '',
    });
    expect(fieldErrorsOf(response)).toMatchObject({
      phone: 'validation.phone.invalid',
      vat_number: 'validation.vat.invalid',
      zip_code: 'validation.zip.invalid',
      company: 'validation.required',
    });
  });
});

describe('/api/ops/company-change-requests', () => {
  it('is for distributor staff only, and an unknown id is 404', async () => {
    const { owner } = await companyWithOwnerAndAdmin();
    const partner = await t.app.inject({
      method: 'GET',
      url: '/api/ops/company-change-requests',
      headers: owner.headers,
    });
    expect(partner.statusCode).toBe(403);
    const decide = await t.app.inject({
      method: 'POST',
      url: '/api/ops/company-change-requests/1/approve',
      headers: owner.headers,
    });
    expect(decide.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/ops/company-change-requests/999999/approve',
      headers: await staffHeaders(),
    });
    expect(missing.statusCode).toBe(404);
  });
});
