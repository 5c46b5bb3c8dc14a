import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callerOf } from '../src/plugins/authenticate.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp({}, {}, { register: registerProbes });

/** Test-only routes shaped like the partner routes to come: a feature key, and a tenant-scoped read. */
async function registerProbes(app: FastifyInstance) {
  app.get('/api/probe/release', { config: { permission: 'deliveryrelease' } }, async () => ({ data: { ok: true } }));
  app.get('/api/probe/users', async (request) => {
    const caller = callerOf(request);
    const users = await t.db
      .selectFrom('users')
      .select('email')
      .where('company_id', '=', caller.company.id)
      .orderBy('id')
      .execute();
    return { data: { results: users.map((user) => user.email) } };
  });
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('feature keys', () => {
  it('answers 401 without a token', async () => {
    const response = await get('/api/probe/release');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.session_expired');
  });

  it('answers 403 permission_denied to an owner whose company lacks the feature', async () => {
    const { headers } = await t.factories.buildSignedInUser({ features: ['estimates', 'dspreport'] });
    const response = await get('/api/probe/release', headers);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().code).toBe('permission_denied');
  });

  it('answers 403 to an admin whose release_catalogue switch is off, though the company has the feature', async () => {
    const { headers } = await t.factories.buildSignedInUser({}, { role: 'admin', switches: { payment: true } });
    const response = await get('/api/probe/release', headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('permission_denied');
  });

  it('serves an owner whose company has the feature, and an admin whose switch is on', async () => {
    const owner = await t.factories.buildSignedInUser({ features: ['deliveryrelease'] });
    expect((await get('/api/probe/release', owner.headers)).statusCode).toBe(200);
    const admin = await t.factories.buildSignedInUser({}, { role: 'admin', switches: { release_catalogue: true } });
    expect((await get('/api/probe/release', admin.headers)).statusCode).toBe(200);
  });

  it("applies a change of an admin's switches on the very next request", async () => {
    const admin = await t.factories.buildSignedInUser({}, { role: 'admin', switches: {} });
    expect((await get('/api/auth/me', admin.headers)).json().data.permissions.deliveryrelease).toBe(false);
    expect((await get('/api/probe/release', admin.headers)).statusCode).toBe(403);

    const setSwitches = (switches: object) =>
      t.db
        .updateTable('users')
        .set({ switches: JSON.stringify(switches) })
        .where('company_id', '=', admin.companyId)
        .where('id', '=', admin.id)
        .execute();
    await setSwitches({ release_catalogue: true });
    expect((await get('/api/auth/me', admin.headers)).json().data.permissions.deliveryrelease).toBe(true);
    expect((await get('/api/probe/release', admin.headers)).statusCode).toBe(200);

    await setSwitches({ release_catalogue: false });
    expect((await get('/api/probe/release', admin.headers)).statusCode).toBe(403);
  });

  it("applies a change of the company's features on the very next request", async () => {
    const owner = await t.factories.buildSignedInUser({ features: ['deliveryrelease'] });
    expect((await get('/api/probe/release', owner.headers)).statusCode).toBe(200);
    await t.db.updateTable('companies').set({ features: '[]' }).where('id', '=', owner.companyId).execute();
    expect((await get('/api/probe/release', owner.headers)).statusCode).toBe(403);
  });

  it("ends a disabled user's existing sessions: their token answers 401", async () => {
    const user = await t.factories.buildSignedInUser();
    expect((await get('/api/auth/me', user.headers)).statusCode).toBe(200);
    await t.db
      .updateTable('users')
      .set({ is_disabled: true })
      .where('company_id', '=', user.companyId)
      .where('id', '=', user.id)
      .execute();
    const response = await get('/api/auth/me', user.headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.session_expired');
    expect((await get('/api/probe/release', user.headers)).statusCode).toBe(401);
  });
});

describe('distributor staff', () => {
  async function buildStaff() {
    return t.factories.buildSignedInUser({ isDistributor: true, features: [] }, { role: 'staff' });
  }

  it('serves /api/ops/companies to distributor staff only', async () => {
    const staff = await buildStaff();
    const response = await get('/api/ops/companies', staff.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.total).toBeGreaterThan(0);

    const owner = await t.factories.buildSignedInUser();
    const refused = await get('/api/ops/companies', owner.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('permission_denied');

    const distributorOwner = await t.factories.buildSignedInUser({ isDistributor: true }, { role: 'owner' });
    expect((await get('/api/ops/companies', distributorOwner.headers)).statusCode).toBe(403);
    const partnerStaff = await t.factories.buildSignedInUser({ isDistributor: false }, { role: 'staff' });
    expect((await get('/api/ops/companies', partnerStaff.headers)).statusCode).toBe(403);
  });

  it('answers 401 on an ops route without a token', async () => {
    expect((await get('/api/ops/companies')).statusCode).toBe(401);
  });

  it("gives staff on partner routes only their own company's data, never a partner's", async () => {
    const partner = await t.factories.buildSignedInUser();
    const staff = await buildStaff();

    const me = (await get('/api/auth/me', staff.headers)).json().data;
    expect(me.company.id).toBe(staff.companyId);
    expect(Object.values(me.permissions).every((allowed) => allowed === false)).toBe(true);
    expect((await get('/api/probe/release', staff.headers)).statusCode).toBe(403);

    const staffView = (await get('/api/probe/users', staff.headers)).json().data.results;
    expect(staffView).toEqual([staff.email]);
    const partnerView = (await get('/api/probe/users', partner.headers)).json().data.results;
    expect(partnerView).toEqual([partner.email]);
  });
});
