import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/support/test-app.ts';
import { runIngestCommand } from '../../modules/ingest/ingest.cli.ts';
import { addAssets, closeIngestApp, openTwoCompanyIngestApp } from '../engine/test-support.ts';
import { ingestAnalyticsFile } from './index.ts';

const ASSET_HEADER =
  'date,channel_id,video_id,asset_id,country_code,traffic_source_type,age_group,gender,operating_system,views,watch_time_minutes,estimated_partner_revenue,subscribers_gained,subscribers_lost';
const DSP_HEADER =
  'date,store,isrc,upc,country_code,traffic_source_type,age_group,gender,operating_system,streams,listeners,saves,completion_rate';

describe('ingesting analytics feeds', () => {
  let t: TestApp;
  let dir: string;
  let a: number;
  let b: number;

  beforeEach(async () => {
    ({ t, dir, a, b } = await openTwoCompanyIngestApp());
    await addAssets(t.db, a, [{ asset_id: 'A1', channel_id: 'UCa' }, { isrc: 'IDB012400001' }]);
    await addAssets(t.db, b, [{ asset_id: 'B1', channel_id: 'UCb' }, { isrc: 'IDB012400002' }]);
  });
  afterEach(() => closeIngestApp(t, dir));

  const write = (name: string, lines: string[]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  };
  const rollups = (companyId: number) =>
    t.db
      .selectFrom('analytics_rollups')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('item_key')
      .orderBy('day')
      .orderBy('breakdown')
      .execute();

  const assetFeed = [
    ASSET_HEADER,
    '20261001,UCa,v1,A1,ID,,,,,100,280,0.06,2,0',
    '20261001,UCa,v1,A1,ID,YT_SEARCH,,,,60,168,0.036,0,0',
    '20261001,UCa,v1,A1,ID,,AGE_18_24,FEMALE,,40,112,0.024,0,0',
    '20261002,UCa,v2,A2,ID,,,,,10,28,0.006,0,0',
    '20261001,UCb,v3,B1,MY,,,,,7,14,0.01,1,0',
    '20261001,UCz,v4,Z1,ID,,,,,5,10,0.003,0,0',
  ];

  it('attributes asset rows by asset id then channel, sums them into daily rollups, and counts the rest', async () => {
    const { run } = await ingestAnalyticsFile(t.db, { path: write('asset.csv', assetFeed) });
    expect(run).toMatchObject({
      status: 'parsed',
      feed: 'asset',
      store: 'youtube',
      period: '2026-10',
      total_rows: 6,
      matched_rows: 5,
      unmatched_rows: 1,
    });
    const ofA = await rollups(a);
    // A2 is not in the catalogue, but its channel is A's.
    expect(ofA.map((r) => [r.item_key, r.day, r.breakdown, r.views])).toEqual([
      ['A1', '2026-10-01', 'demographic', 40],
      ['A1', '2026-10-01', 'total', 100],
      ['A1', '2026-10-01', 'traffic_source', 60],
      ['A2', '2026-10-02', 'total', 10],
    ]);
    expect(ofA[1]).toMatchObject({ watch_seconds: 16_800, revenue_micros: 60_000, subscribers_gained: 2 });
    // Isolation: B's rollups hold B's row only, and A's hold none of B's keys.
    expect((await rollups(b)).map((r) => [r.item_key, r.country, r.views])).toEqual([['B1', 'MY', 7]]);
    expect(ofA.some((r) => r.item_key === 'B1' || r.channel_id === 'UCb')).toBe(false);
  });

  it('attributes store rows by ISRC then UPC and adds up repeated keys across batches', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => `20261003,spotify,IDB012400001,,ID,,,,,${i % 3},1,0,0.5`);
    const { run } = await ingestAnalyticsFile(t.db, {
      path: write('dsp.csv', [DSP_HEADER, ...rows, '20261003,spotify,IDB012400002,,ID,PLAYLIST,,,,9,3,1,1']),
    });
    expect(run).toMatchObject({ feed: 'dsp', store: 'spotify', total_rows: 2501, matched_rows: 2501 });
    const [ofA] = await rollups(a);
    const streams = rows.reduce((sum, _, i) => sum + (i % 3), 0);
    expect(ofA).toMatchObject({ row_count: 2500, views: streams, listeners: 2500, item_key: 'IDB012400001' });
    expect(await rollups(b)).toEqual([
      expect.objectContaining({ breakdown: 'traffic_source', traffic_source: 'PLAYLIST', completions: 9 }),
    ]);
  });

  it('answers "already ingested" for the same content and replaces the month with a corrected file', async () => {
    const file = write('asset.csv', assetFeed);
    const first = await ingestAnalyticsFile(t.db, { path: file });
    const again = await ingestAnalyticsFile(t.db, { path: file, fileName: 'renamed.csv' });
    expect(again).toMatchObject({ isAlreadyIngested: true, run: { id: first.run.id } });
    const corrected = await ingestAnalyticsFile(t.db, { path: write('fixed.csv', assetFeed.slice(0, 2)) });
    expect(corrected.run).toMatchObject({ status: 'parsed', total_rows: 1 });
    const old = await t.db.selectFrom('analytics_runs').selectAll().where('id', '=', first.run.id).executeTakeFirst();
    expect(old?.status).toBe('replaced');
    const runs = await t.db.selectFrom('analytics_rollups').select('run_id').distinct().execute();
    expect(runs).toEqual([{ run_id: corrected.run.id }]);
  });

  it('keeps one run when the same feed is ingested twice at once, parsed or failed', async () => {
    const file = write('asset.csv', assetFeed);
    const both = await Promise.all([0, 1].map(() => ingestAnalyticsFile(t.db, { path: file })));
    expect(both.map((r) => r.isAlreadyIngested).sort()).toEqual([false, true]);
    expect(new Set(both.map((r) => r.run.id)).size).toBe(1);

    const bad = write('bad.csv', [...assetFeed.slice(0, 3), '20261001,UCa,v1,A1,ID,,,,,x,1,0,0,0']);
    const failed = await Promise.all([0, 1].map(() => ingestAnalyticsFile(t.db, { path: bad })));
    expect(failed.map((r) => r.run.status)).toEqual(['failed', 'failed']);
    expect(await t.db.selectFrom('analytics_runs').select('status').orderBy('id').execute()).toEqual([
      { status: 'parsed' },
      { status: 'failed' },
    ]);
  });

  it('leaves only a failed run with its line number when a row is bad, or when a row is of another month', async () => {
    const bad = [...assetFeed.slice(0, 3), '20261001,UCa,v1,A1,ID,,,,,x,1,0,0,0'];
    const { run } = await ingestAnalyticsFile(t.db, { path: write('bad.csv', bad) });
    expect(run.status).toBe('failed');
    expect(JSON.parse(run.errors)).toEqual([expect.objectContaining({ code: 'invalid_number', line: 4 })]);
    const mixed = [...assetFeed.slice(0, 2), '20261101,UCa,v1,A1,ID,,,,,1,1,0,0,0'];
    const other = await ingestAnalyticsFile(t.db, { path: write('mixed.csv', mixed) });
    expect(JSON.parse(other.run.errors)).toEqual([expect.objectContaining({ code: 'invalid_value', line: 3 })]);
    expect(await t.db.selectFrom('analytics_rollups').selectAll().execute()).toEqual([]);
    // The same content ingests once corrected in place.
    const fixed = await ingestAnalyticsFile(t.db, { path: write('bad.csv', assetFeed) });
    expect(fixed.run.status).toBe('parsed');
  });

  it('is ingested by `irama ingest --type analytics`, which refuses --period and prints a failure', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const file = write('asset.csv', assetFeed);
      expect(await runIngestCommand(t.db, file, { type: 'analytics', period: '2026-10' })).toBe(2);
      expect(await runIngestCommand(t.db, file, { type: 'analytics' })).toBe(0);
      expect(await runIngestCommand(t.db, file, { type: 'analytics' })).toBe(0);
      expect(log.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringMatching(/^Already ingested/));
      expect(await runIngestCommand(t.db, write('bad.csv', [ASSET_HEADER, 'x']), { type: 'analytics' })).toBe(1);
      expect(error.mock.calls.at(-1)?.[0]).toContain('field_count');
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });
});
