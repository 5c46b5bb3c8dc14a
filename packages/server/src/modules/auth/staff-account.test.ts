import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followSetPasswordLink } from '../../../test/support/set-password-link.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { getDistributorCompanyId } from '../../ingest/engine/runs.repository.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createStaffAccount, type StaffAccountInput } from './staff-account.service.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const create = (input: StaffAccountInput) => createStaffAccount({ db: t.db, publicUrl: t.config.publicUrl }, input);

const usersWith = (email: string) => t.db.selectFrom('users').selectAll().where('email', '=', email).execute();

describe('creating the first staff account', () => {
  it('creates the distributor company and a staff user without a password, whose link leads to the staff routes', async () => {
    const before = Date.now();
    const account = await create({ email: 'ops@distributor.test', name: 'Sari Wulan Dari', company: 'PT Distribusi' });

    expect(account.company).toMatchObject({ name: 'PT Distribusi', isCreated: true });
    expect(account.user).toMatchObject({ email: 'ops@distributor.test', isCreated: true });
    const company = await t.db.selectFrom('companies').selectAll().executeTakeFirstOrThrow();
    expect(Boolean(company.is_distributor)).toBe(true);
    expect(await getDistributorCompanyId(t.db)).toBe(account.company.id);
    const [user] = await usersWith('ops@distributor.test');
    expect(user).toMatchObject({ role: 'staff', company_id: company.id, password_hash: null });
    expect([user?.firstname, user?.lastname]).toEqual(['Sari', 'Wulan Dari']);

    const link = new URL(account.link);
    expect(link.origin).toBe('https://portal.irama.test');
    expect(link.pathname).toBe('/reset-password');
    const [stored] = await t.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(stored?.token_hash).toBe(hashToken(link.searchParams.get('token') ?? ''));
    const lifetime = Date.parse(account.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60 * 1000);

    const signInFirst = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client',
      payload: { email: 'ops@distributor.test', password: 'anything-at-all' },
    });
    expect(signInFirst.statusCode).toBe(401);
    const followed = await followSetPasswordLink(t.app, account.link, 'ops@distributor.test', 'Staff-secret-2026');
    expect(followed).toMatchObject({ reset: 200, signIn: 200, opsCompanies: 200, companyNames: ['PT Distribusi'] });
    const again = await followSetPasswordLink(t.app, account.link, 'ops@distributor.test', 'Another-secret-2026');
    expect(again.reset).toBe(400);
  });

  it('names the user after the email and the company Irama when neither is given', async () => {
    const account = await create({ email: 'ops@distributor.test' });
    expect(account.company.name).toBe('Irama');
    const [user] = await usersWith('ops@distributor.test');
    expect([user?.firstname, user?.lastname]).toEqual(['ops', '']);
  });

  it('adds a second staff user to the existing distributor company rather than creating another', async () => {
    const distributorId = await t.factories.buildCompany({ name: 'Old Distributor', isDistributor: true });
    await t.factories.buildCompany({ name: 'A partner' });
    const account = await create({ email: 'second@distributor.test', company: 'Ignored Name' });
    expect(account.company).toEqual({ id: distributorId, name: 'Old Distributor', isCreated: false });
    const distributors = await t.db.selectFrom('companies').select('id').where('is_distributor', '=', true).execute();
    expect(distributors).toEqual([{ id: distributorId }]);
    const [user] = await usersWith('second@distributor.test');
    expect(user?.company_id).toBe(distributorId);
  });
});

describe('running it again for an email that has an account', () => {
  it('gives an existing staff user a fresh link, and the old password works until the link is used', async () => {
    const first = await create({ email: 'ops@distributor.test' });
    await followSetPasswordLink(t.app, first.link, 'ops@distributor.test', 'First-secret-2026');

    const second = await create({ email: 'ops@distributor.test', name: 'Someone Else' });
    expect(second.user).toEqual({ id: first.user.id, email: 'ops@distributor.test', isCreated: false });
    expect(second.company).toEqual({ ...first.company, isCreated: false });
    expect(second.link).not.toBe(first.link);
    expect(await usersWith('ops@distributor.test')).toEqual([expect.objectContaining({ firstname: 'ops' })]);
    expect((await t.factories.signIn('ops@distributor.test', 'First-secret-2026')).length).toBeGreaterThan(0);

    const followed = await followSetPasswordLink(t.app, second.link, 'ops@distributor.test', 'Second-secret-2026');
    expect(followed).toMatchObject({ reset: 200, signIn: 200, opsCompanies: 200 });
  });

  it('refuses the email of a partner user with profile.email_taken and creates nothing', async () => {
    const partner = await t.factories.buildCompany();
    await t.factories.buildUser(partner, { email: 'owner@partner.test', role: 'owner' });
    await expect(create({ email: 'owner@partner.test' })).rejects.toMatchObject({ code: 'profile.email_taken' });
    expect(await t.db.selectFrom('companies').select('id').where('is_distributor', '=', true).execute()).toEqual([]);
    expect(await t.db.selectFrom('password_reset_tokens').selectAll().execute()).toEqual([]);
  });

  it('refuses a staff role in a company that is not the distributor', async () => {
    const partner = await t.factories.buildCompany();
    await t.factories.buildUser(partner, { email: 'odd@partner.test', role: 'staff' });
    await expect(create({ email: 'odd@partner.test' })).rejects.toMatchObject({ code: 'profile.email_taken' });
  });

  it('refuses a disabled staff user with conflict and issues no link', async () => {
    const distributor = await t.factories.buildCompany({ isDistributor: true });
    await t.factories.buildUser(distributor, { email: 'gone@distributor.test', role: 'staff', isDisabled: true });
    await expect(create({ email: 'gone@distributor.test' })).rejects.toMatchObject({ code: 'conflict' });
    expect(await t.db.selectFrom('password_reset_tokens').selectAll().execute()).toEqual([]);
  });
});
