import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

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
