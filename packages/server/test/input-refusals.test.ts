import { describe, expect, it } from 'vitest';
import { describeOnEngine, useOwnerAndStaff, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const { owner, staff } = useOwnerAndStaff(t);

describe('refusals from the router itself', () => {
  it.each([
    ['a path parameter longer than the router takes', `/api/v2/release/album/id/${'1'.repeat(200)}`],
    ['broken percent-encoding in a path parameter', '/api/v2/release/album/id/%E0%A4%A'],
  ])('answers %s with a 400 problem and its request id', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { _: 'validation.malformed' } });
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
  });
});

// SQLite stores NUL characters and 64-bit integers; PostgreSQL refuses them, which used to be a 500.
describeOnEngine('postgres', 'values PostgreSQL cannot hold', () => {
  it.each([
    ['a NUL character in a search', 'GET', '/api/v2/release/artist_list?q=a%00b', 'owner', undefined],
    ['a NUL character in a body', 'POST', '/api/v2/release/album', 'owner', { title: 'Senja\u0000' }],
    ['an id beyond 32 bits in a path', 'GET', '/api/ops/ingest/runs/2147483648', 'staff', undefined],
    ['an id beyond 32 bits in a query', 'GET', '/api/ops/releases?company_id=2147483648', 'staff', undefined],
  ] as const)('answers %s with a 400 problem, not a 500', async (_name, method, url, who, payload) => {
    const headers = who === 'owner' ? owner.headers : staff.headers;
    const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { _: 'validation.invalid' } });
  });

  it('keeps no release of a body it refused', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/release/album',
      headers: owner.headers,
      payload: { title: 'A\u0000' },
    });
    expect(await t.db.selectFrom('releases').select('id').execute()).toEqual([]);
  });
});
