import { type Me, MeResponseSchema } from '@irama/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { meResponseJson } from './me.serializer.ts';

const t = useTestApp();

/** What the schema's own serializer, used by every other route, writes for an answer. */
const zodJson = (answer: unknown) =>
  serializerCompiler({ schema: MeResponseSchema, method: 'GET', url: '/api/auth/me' })(answer);

/** /api/auth/me of an owner, an admin narrowed by switches, distributor staff, and a white-labelled client. */
async function meBodies(): Promise<string[]> {
  const owner = await t.factories.buildSignedInUser({ name: 'PT "Kutip" & Ñada – 音楽\u2028' });
  const companyId = await t.factories.buildCompany({ features: ['estimates', 'deliveryrelease', 'networkplace'] });
  const admin = await t.factories.buildUser(companyId, { role: 'admin', switches: { payment: true } });
  const distributor = await t.factories.buildCompany({ isDistributor: true, features: [] });
  const staff = await t.factories.buildUser(distributor, { role: 'staff', language: 'en' });
  const aggregator = await t.factories.buildSignedInUser({ isSubAggregator: true });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/v2/whitelabel',
    headers: aggregator.headers,
    payload: {
      app_name: 'Suara Baru',
      company_name: 'PT Suara Baru',
      login_background_url: null,
      app_logo_url: null,
      company_logo_url: 'https://cdn.example.test/logo.png',
      colors: { main: '#aa0000', accent: '#f59e0b', dark: '#111111', hover: '#2563eb', menu: '#ffffff' },
      hosts: [],
    },
  });
  expect(saved.statusCode).toBe(200);
  const clientCompany = await t.factories.buildCompany({ parentId: aggregator.companyId, group: 'eastern' });
  const client = await t.factories.buildUser(clientCompany);

  const tokens = [
    owner.token,
    await t.factories.signIn(admin.email),
    await t.factories.signIn(staff.email),
    await t.factories.signIn(client.email),
  ];
  const bodies: string[] = [];
  for (const token of tokens) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-authorization': `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    bodies.push(response.body);
  }
  return bodies;
}

describe('the /api/auth/me serializer', () => {
  it('answers the same bytes the schema serializer writes, for every kind of caller', async () => {
    const bodies = await meBodies();
    for (const body of bodies) expect(body).toBe(zodJson(JSON.parse(body)));
    expect(bodies.map((body) => JSON.parse(body).data.branding.is_white_label)).toEqual([false, false, false, true]);
  });

  it('writes only the fields of the contract, like the schema serializer', async () => {
    const [body = ''] = await meBodies();
    const { data } = JSON.parse(body) as { data: Me };
    const withExtras = {
      data: {
        ...data,
        secret: 'x',
        user: { ...data.user, password_hash: 'argon2…' },
        company: { ...data.company, bank_account: '123' },
        branding: { ...data.branding, colors: { ...data.branding.colors, extra: '#000000' } },
      },
    };
    const json = meResponseJson(withExtras);
    expect(json).toBe(zodJson(withExtras));
    expect(json).not.toMatch(/secret|password_hash|bank_account|extra/);
  });
});
