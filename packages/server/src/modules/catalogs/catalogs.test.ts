import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { releaseApi } from '../release/testing/release-test-kit.ts';

const t = useTestApp();
const api = releaseApi(t);
let owner: Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;
beforeAll(async () => {
  owner = await t.factories.buildSignedInUser();
  for (const title of ['Cahaya Pagi', 'Rindu Kampung', 'Cahaya Malam', 'Ombak Selatan']) {
    await api.send('POST', '/api/v2/release/album', owner.headers, { title, label: 'Suara Nusantara' });
  }
  const other = await t.factories.buildSignedInUser();
  await api.send('POST', '/api/v2/release/album', other.headers, { title: 'Cahaya Asing' });
});

describe('release catalogue', () => {
  it("lists only the company's releases, newest first, with paging", async () => {
    const first = (await api.send('GET', '/api/v2/catalogs/release?limit=3', owner.headers)).json().data;
    expect(first).toMatchObject({ page: 1, limit: 3, total: 4 });
    expect(first.results.map((r: { title: string }) => r.title)).toEqual([
      'Ombak Selatan',
      'Cahaya Malam',
      'Rindu Kampung',
    ]);
    const second = (await api.send('GET', '/api/v2/catalogs/release?limit=3&page=2', owner.headers)).json().data;
    expect(second.results.map((r: { title: string }) => r.title)).toEqual(['Cahaya Pagi']);
  });

  it('searches titles case-insensitively and filters by status', async () => {
    const found = (await api.send('GET', '/api/v2/catalogs/release?search=cahaya', owner.headers)).json().data;
    expect(found.total).toBe(2);
    expect(found.results.every((r: { title: string }) => r.title.startsWith('Cahaya'))).toBe(true);
    const drafts = (await api.send('GET', '/api/v2/catalogs/release?status=draft', owner.headers)).json().data;
    expect(drafts.total).toBe(4);
    const success = (await api.send('GET', '/api/v2/catalogs/release?status=success', owner.headers)).json().data;
    expect(success).toMatchObject({ total: 0, results: [] });
    expect((await api.send('GET', '/api/v2/catalogs/release?status=nope', owner.headers)).statusCode).toBe(400);
  });

  it('counts releases per status for the summary and the release widget', async () => {
    const expected = {
      total: 4,
      by_status: { draft: 4, ready: 0, on_progress: 0, success: 0, rejected: 0, taken_down: 0 },
    };
    const summary = (await api.send('GET', '/api/v2/catalogs/summary', owner.headers)).json().data;
    expect({ total: summary.total, by_status: summary.by_status }).toEqual(expected);
    expect((await api.send('GET', '/api/v2/release/info', owner.headers)).json().data).toEqual(expected);
  });
});
