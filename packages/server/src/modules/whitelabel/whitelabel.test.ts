import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { auth } from '../profile/profile.test-support.ts';

const t = useTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });

let hostSequence = 0;
const uniqueHost = () => {
  hostSequence += 1;
  return `brand${hostSequence}-${Date.now()}.example.test`;
};

function config(hosts: string[]) {
  return {
    app_name: 'Suara Baru',
    company_name: 'PT Suara Baru',
    login_background_url: '/media/1/0123456789abcdef0123456789abcdef.jpg',
    app_logo_url: null,
    company_logo_url: 'https://cdn.example.test/logo.png',
    colors: { main: '#ffff00', accent: '#f59e0b', dark: '#111111', hover: '#2563eb', menu: '#ffffff' },
    hosts,
  };
}

async function subAggregator() {
  const owner = await t.factories.buildSignedInUser({ isSubAggregator: true, name: 'PT Agregator' });
  const admin = await t.factories.buildUser(owner.companyId, { role: 'admin' });
  const clientCompany = await t.factories.buildCompany({ parentId: owner.companyId, group: 'eastern' });
  const client = await t.factories.buildUser(clientCompany);
  return {
    owner,
    adminHeaders: auth(await t.factories.signIn(admin.email)),
    clientHeaders: auth(await t.factories.signIn(client.email)),
  };
}

describe('/api/v2/whitelabel access', () => {
  it('is refused to an admin of a sub-aggregator, a client company and an ordinary owner', async () => {
    const { adminHeaders, clientHeaders } = await subAggregator();
    const ordinary = await t.factories.buildSignedInUser();
    for (const headers of [adminHeaders, clientHeaders, ordinary.headers]) {
      const get = await t.app.inject({ method: 'GET', url: '/api/v2/whitelabel', headers });
      expect(get.statusCode).toBe(403);
      const put = await t.app.inject({ method: 'PUT', url: '/api/v2/whitelabel', headers, payload: config([]) });
      expect(put.statusCode).toBe(403);
      expect(put.json().code).toBe('permission_denied');
    }
  });
});

describe('GET and PUT /api/v2/whitelabel', () => {
  it('starts from the defaults, saves, and reports contrast', async () => {
    const { owner } = await subAggregator();
    const initial = await t.app.inject({ method: 'GET', url: '/api/v2/whitelabel', headers: owner.headers });
    expect(initial.json().data).toMatchObject({ is_configured: false, company_name: 'PT Agregator', hosts: [] });
    expect(initial.json().data.contrast.white_on_main.ratio).toBeGreaterThan(1);

    const host = uniqueHost();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/whitelabel',
      headers: owner.headers,
      payload: { ...config([` ${host.toUpperCase()} `]) },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ is_configured: true, app_name: 'Suara Baru', hosts: [host] });
    // White on yellow is unreadable; #111111 on white is fine.
    expect(saved.json().data.contrast.white_on_main).toMatchObject({ is_aa: false, is_aa_large: false });
    expect(saved.json().data.contrast.dark_on_menu).toMatchObject({ is_aa: true });
    expect(saved.json().data.contrast.dark_on_menu.ratio).toBeCloseTo(18.88, 1);
  });

  it('shows the change at once on /api/auth/me of a client company and on /api/public/branding', async () => {
    const { owner, clientHeaders } = await subAggregator();
    const host = uniqueHost();
    const before = await t.app.inject({ method: 'GET', url: `/api/public/branding?host=${host}` });
    expect(before.json().data.is_white_label).toBe(false);

    await t.app.inject({ method: 'PUT', url: '/api/v2/whitelabel', headers: owner.headers, payload: config([host]) });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: clientHeaders });
    expect(me.json().data.branding).toMatchObject({
      is_white_label: true,
      app_name: 'Suara Baru',
      group_name: 'eastern',
      colors: { main: '#ffff00' },
    });
    const branding = await t.app.inject({ method: 'GET', url: `/api/public/branding?host=${host}:8443` });
    expect(branding.json().data).toMatchObject({
      is_white_label: true,
      app_name: 'Suara Baru',
      company_name: 'PT Suara Baru',
    });

    // Dropping the host takes the branding off its login page.
    await t.app.inject({ method: 'PUT', url: '/api/v2/whitelabel', headers: owner.headers, payload: config([]) });
    const after = await t.app.inject({ method: 'GET', url: `/api/public/branding?host=${host}` });
    expect(after.json().data.is_white_label).toBe(false);
  });

  it("refuses a host another company serves with conflict and the host's field key", async () => {
    const first = await subAggregator();
    const second = await subAggregator();
    const host = uniqueHost();
    await t.app.inject({
      method: 'PUT',
      url: '/api/v2/whitelabel',
      headers: first.owner.headers,
      payload: config([host]),
    });
    const other = uniqueHost();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/whitelabel',
      headers: second.owner.headers,
      payload: config([other, host]),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', errors: { 'hosts.1': 'whitelabel.host_taken' } });
    const unchanged = await t.app.inject({ method: 'GET', url: '/api/v2/whitelabel', headers: second.owner.headers });
    expect(unchanged.json().data.is_configured).toBe(false);
  });

  it('answers validation keys for bad colours, URLs and hosts', async () => {
    const { owner } = await subAggregator();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/whitelabel',
      headers: owner.headers,
      payload: {
        ...config(['bad host', 'ok.example.test', 'ok.example.test']),
        colors: { main: 'red', accent: '#f59e0b', dark: '#111111', hover: '#2563eb', menu: '#ffffff' },
        app_logo_url: 'javascript:alert(1)',
        app_name: '',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      'colors.main': 'validation.color.invalid',
      app_logo_url: 'validation.url.invalid',
      'hosts.0': 'validation.host.invalid',
      app_name: 'validation.required',
    });
  });
});
