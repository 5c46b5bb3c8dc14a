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

// A NUL is refused by the text rules on both engines, with the field it was in; PostgreSQL
// could not have stored it anyway, which used to be a 500.
describe('a NUL character in typed text', () => {
  it.each([
    ['a search', 'GET', '/api/v2/release/artist_list?q=a%00b', undefined, 'q'],
    ['a body', 'POST', '/api/v2/release/album', { title: 'Senja\u0000' }, 'title'],
  ] as const)('answers one in %s with a field error', async (_name, method, url, payload, field) => {
    const response = await t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { [field]: 'validation.text.control_character' },
    });
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

// SQLite stores 64-bit integers; PostgreSQL's 32-bit id columns refuse them, which used to be a 500.
describeOnEngine('postgres', 'values PostgreSQL cannot hold', () => {
  it.each([
    ['an id beyond 32 bits in a path', '/api/ops/ingest/runs/2147483648'],
    ['an id beyond 32 bits in a query', '/api/ops/releases?company_id=2147483648'],
  ] as const)('answers %s with a 400 problem, not a 500', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { _: 'validation.invalid' } });
  });
});
