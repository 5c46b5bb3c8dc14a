import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { type AnalyticsFeedRow, analyticsFeedLines } from '../../ingest/demo/writers.ts';
import { addAssets } from '../../ingest/engine/test-support.ts';

const FILE = 'analytics_asset_daily_202610.csv';

/** A day of an asset in Indonesia; A1 and every video of channel UCa are in the catalogue. */
const day = (date: string, assetId: string, channelId = 'UCa'): AnalyticsFeedRow => ({
  date,
  keys: { channel_id: channelId, video_id: `v-${assetId}`, asset_id: assetId },
  country: 'ID',
  dimension: {},
  metrics: {
    views: '100',
    watch_time_minutes: '280',
    estimated_partner_revenue: '0.06',
    subscribers_gained: '1',
    subscribers_lost: '0',
  },
});
const FEED = [day('20261001', 'A1'), day('20261002', 'A2'), day('20261002', 'Z1', 'UCz')];
const csv = (rows: AnalyticsFeedRow[]) => [...analyticsFeedLines('asset', rows)].join('');

describe('ops analytics ingest API', () => {
  let t: TestApp;
  let staff: { headers: Record<string, string> };

  beforeEach(async () => {
    t = await createTestApp();
    staff = await t.factories.buildSignedInUser({ isDistributor: true, features: [] }, { role: 'staff' });
    await addAssets(t.db, await t.factories.buildCompany(), [{ asset_id: 'A1', channel_id: 'UCa' }]);
  });
  afterEach(() => t.close());

  const form = (text: string, fields: Record<string, string> = {}, name = FILE) => {
    const data = new FormData();
    for (const [field, value] of Object.entries(fields)) data.append(field, value);
    data.append('file', new Blob([text], { type: 'text/csv' }), name);
    return data;
  };
  const upload = (text: string, fields: Record<string, string> = {}, name = FILE) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ops/ingest/analytics',
      headers: staff.headers,
      payload: form(text, fields, name),
    });
  const list = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/ops/ingest/analytics/runs${query}`, headers: staff.headers });
  const keptFiles = () => fs.readdirSync(`${t.config.dataDir}/ingest`);

  it('refuses both routes without a session and for a partner', async () => {
    const partner = await t.factories.buildSignedInUser();
    const routes = [
      { method: 'GET', url: '/api/ops/ingest/analytics/runs' },
      { method: 'POST', url: '/api/ops/ingest/analytics' },
    ] as const;
    for (const route of routes) {
      const anonymous = await t.app.inject({ ...route, payload: form(csv(FEED)) });
      expect(anonymous.statusCode, route.url).toBe(401);
      const asPartner = await t.app.inject({ ...route, headers: partner.headers, payload: form(csv(FEED)) });
      expect(asPartner.json(), route.url).toMatchObject({ status: 403, code: 'permission_denied' });
    }
    expect(await t.db.selectFrom('analytics_runs').select('id').execute()).toEqual([]);
  });

  it('ingests a feed, lists it with its counts and answers "already ingested" for the same content', async () => {
    const first = await upload(csv(FEED));
    expect(first.statusCode).toBe(201);
    const run = first.json().data;
    expect(first.json()).toMatchObject({ already_ingested: false });
    // A2 is not in the catalogue but its channel is; Z1 and its channel belong to nobody.
    expect(run).toMatchObject({
      file_name: FILE,
      feed: 'asset',
      store: 'youtube',
      period: '2026-10',
      status: 'parsed',
      total_rows: 3,
      matched_rows: 2,
      unmatched_rows: 1,
      error_rows: 0,
      errors: [],
    });
    expect(keptFiles()).toHaveLength(1);

    const again = await upload(csv(FEED), {}, 'renamed.csv');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ already_ingested: true, data: { id: run.id, file_name: FILE } });

    const listed = (await list()).json().data;
    expect(listed).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(listed.results).toEqual([
      {
        ...run,
        created_at: expect.any(String),
        finished_at: expect.any(String),
      },
    ]);
    expect(listed.results[0]).not.toHaveProperty('company_id');
  });

  it('keeps a broken feed as a failed run with the line of its first bad row, newest first', async () => {
    const good = (await upload(csv(FEED))).json().data;
    const broken = csv(FEED).replace('20261002', '20261032');
    const failed = await upload(broken, {}, 'broken.csv');
    expect(failed.statusCode).toBe(201);
    expect(failed.json().data).toMatchObject({
      file_name: 'broken.csv',
      feed: '',
      period: '',
      status: 'failed',
      total_rows: 0,
      error_rows: 1,
      errors: [{ code: 'invalid_date', line: 3, message: expect.stringContaining('20261032') }],
    });

    const newest = (await list('?limit=1')).json().data;
    expect(newest).toMatchObject({ total: 2, results: [{ id: failed.json().data.id, status: 'failed' }] });
    const older = (await list('?page=2&limit=1')).json().data;
    expect(older).toMatchObject({ page: 2, results: [{ id: good.id, status: 'parsed' }] });
  });

  it('marks the earlier run of the month replaced when a corrected feed comes', async () => {
    const earlier = (await upload(csv(FEED))).json().data;
    const corrected = (await upload(csv(FEED.slice(0, 2)), {}, 'corrected.csv')).json().data;
    expect(corrected).toMatchObject({ status: 'parsed', total_rows: 2, matched_rows: 2, unmatched_rows: 0 });
    const { results } = (await list()).json().data;
    expect(results.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [corrected.id, 'parsed'],
      [earlier.id, 'replaced'],
    ]);
  });

  it('refuses a period or a store, which the feed states itself, and keeps nothing', async () => {
    const refused: Record<string, string>[] = [{ period: '2026-10' }, { store: 'spotify' }];
    for (const fields of refused) {
      const response = await upload(csv(FEED), fields);
      const [field] = Object.keys(fields);
      expect(response.json()).toMatchObject({
        status: 400,
        code: 'validation_failed',
        errors: { [field ?? '']: 'ingest.upload.analyticsFields' },
      });
    }
    expect((await list()).json().data.total).toBe(0);
    expect(keptFiles()).toEqual([]);
  });
});
