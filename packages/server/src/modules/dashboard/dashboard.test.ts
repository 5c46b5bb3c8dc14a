import fs from 'node:fs';
import path from 'node:path';
import { PERMISSION_KEYS } from '@irama/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { ingestAnalyticsFile } from '../../ingest/analytics/index.ts';
import { publishPeriod } from '../../ingest/engine/index.ts';
import { tempDir } from '../../ingest/engine/test-support.ts';
import { MINE, PERIODS, seedStorePeriods, silent, THEIRS, UNPUBLISHED } from '../dspreport/testing/store-periods.ts';
import { signInStaff } from '../release/testing/release-test-kit.ts';

const t = useTestApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;

const FEED_HEADER =
  'date,store,isrc,upc,country_code,traffic_source_type,age_group,gender,operating_system,streams,listeners,saves,completion_rate';

let owner: Signed;
let other: Signed;
let dir: string;

const get = (url: string, who: Signed) => t.app.inject({ method: 'GET', url, headers: who.headers });
const dashboard = async (who: Signed) => {
  const response = await get('/api/v2/dashboard', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** Daily streams over two 28-day windows, a file per month: the first song grows from 10 to 50 a day, the other company's streams more. */
async function ingestFeed() {
  const months = new Map<string, string[]>();
  const end = Date.parse('2026-11-20T00:00:00Z');
  for (let back = 0; back < 56; back += 1) {
    const day = new Date(end - back * 86_400_000).toISOString().slice(0, 10);
    const recent = back < 28;
    const lines = months.get(day.slice(0, 7)) ?? [FEED_HEADER];
    const at = day.replaceAll('-', '');
    lines.push(`${at},spotify,${MINE[0]},,ID,,,,,${recent ? 50 : 10},5,1,0.5`);
    lines.push(`${at},spotify,${MINE[1]},,ID,,,,,20,5,1,0.5`);
    lines.push(`${at},spotify,${THEIRS},,ID,,,,,400,50,1,0.5`);
    months.set(day.slice(0, 7), lines);
  }
  for (const [month, lines] of months) {
    const file = path.join(dir, `feed-${month}.csv`);
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    const { run } = await ingestAnalyticsFile(t.db, { path: file });
    expect(run.status, run.errors).toBe('parsed');
  }
}

beforeAll(async () => {
  dir = tempDir();
  ({ owner, other } = await seedStorePeriods(t, dir, [{ store: 'spotify', rows: 40, seed: 10 }]));
  await ingestFeed();
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('GET /api/v2/dashboard', () => {
  it('answers 401 without a session', async () => {
    for (const url of ['/api/v2/dashboard', '/api/v2/dashboard/summary_report']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('gives the published DSP periods of the company, the newest against the one before', async () => {
    const data = await dashboard(owner);
    const { dsp_revenue, dsp_streams } = data.performance;
    expect(dsp_revenue).toMatchObject({ period: '2026-09', previous_period: '2026-08' });
    expect(dsp_streams).toMatchObject({ period: '2026-09', previous_period: '2026-08' });
    expect(dsp_revenue.value).toBeGreaterThan(0);
    expect(data.summary.periods.map((p: { periode: string }) => p.periode)).toEqual([...PERIODS]);
    expect(data.summary.periods.at(-1).dsp_nett_idr).toBe(dsp_revenue.value);
    expect(data.summary).toMatchObject({ has_youtube: true, has_dsp: true });
    const summary = await get('/api/v2/dashboard/summary_report', owner);
    expect(summary.json().data).toEqual(data.summary);
  });

  it('lists the company’s most streamed songs only, with their growth', async () => {
    const data = await dashboard(owner);
    expect(data.top_music.results.map((song: { id: string }) => song.id)).toEqual([MINE[0], MINE[1]]);
    expect(data.top_music.results[0]).toMatchObject({ title: 'Lagu 0', views: 28 * 50, previous_views: 28 * 10 });
    expect(data.top_music.results[0].change_bps).toBe(40_000);
    const ideas = await get('/api/v2/ideas/recommendations/top_music', owner);
    expect(ideas.json().data.results.map((song: { id: string }) => song.id)).toEqual([MINE[0]]);
    const theirs = await dashboard(other);
    expect(theirs.top_music.results.map((song: { id: string }) => song.id)).toEqual([THEIRS]);
  });

  it('reads a newly published period at once, though figures are kept between calls', async () => {
    const before = await dashboard(owner);
    expect(before.performance.dsp_revenue.period).toBe('2026-09');
    await publishPeriod(t.db, silent, { source: 'store', period: UNPUBLISHED });
    const after = await dashboard(owner);
    expect(after.performance.dsp_revenue).toMatchObject({ period: UNPUBLISHED, previous_period: '2026-09' });
    expect(after.summary.periods).toHaveLength(3);
  });

  it('leaves out what the company does not take: YouTube-only, DSP-only and entertainment-only', async () => {
    const youtubeOnly = await t.factories.buildSignedInUser({ services: ['youtube'] });
    const yt = await dashboard(youtubeOnly);
    expect(yt.top_music).toBeNull();
    expect(yt.performance).toMatchObject({ dsp_revenue: null, dsp_streams: null, youtube_revenue: null });
    expect(yt.top_video).toEqual({ range: null, results: [] });
    expect(yt.summary).toEqual({ has_youtube: true, has_dsp: false, periods: [] });
    expect(yt.releases).toMatchObject({ total: 0, recent: [], next_release_date: null });

    const dspOnly = await t.factories.buildSignedInUser({ services: ['dsp'] });
    const dsp = await dashboard(dspOnly);
    expect(dsp.top_video).toBeNull();
    expect(dsp.performance.youtube_views).toBeNull();
    expect(dsp.summary.has_youtube).toBe(false);

    const ent = await t.factories.buildSignedInUser({ services: ['entertainment'] });
    const e = await dashboard(ent);
    expect(e).toMatchObject({ summary: null, top_music: null, top_video: null, releases: null });
    expect(Object.values(e.performance)).toEqual([null, null, null, null]);
  });

  it('leaves out the reports and releases the user may not open', async () => {
    const features = PERMISSION_KEYS.filter((key) => !['dspreport', 'deliveryrelease'].includes(key));
    const limited = await t.factories.buildSignedInUser({ features });
    const data = await dashboard(limited);
    expect(data.performance.dsp_revenue).toBeNull();
    expect(data.releases).toBeNull();
    expect(data.summary).toEqual({ has_youtube: true, has_dsp: false, periods: [] });
  });

  it('counts the company’s releases and names the next release date', async () => {
    const mine = await t.factories.buildSignedInUser();
    const now = new Date().toISOString();
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const release = (companyId: number, status: string, date: string | null, title: string) => ({
      company_id: companyId,
      status,
      title,
      release_date: date,
      platforms: '[]',
      supporting_file_ids: '[]',
      documentation_file_ids: '[]',
      errors: '{}',
      created_at: now,
      updated_at: now,
    });
    await t.db
      .insertInto('releases')
      .values([
        release(mine.companyId, 'ready', later, 'Nanti'),
        release(mine.companyId, 'success', soon, 'Segera'),
        release(mine.companyId, 'draft', null, 'Konsep'),
        release(other.companyId, 'ready', '2026-01-02', 'Milik lain'),
      ])
      .execute();
    const { releases } = await dashboard(mine);
    expect(releases).toMatchObject({ total: 3, next_release_date: soon });
    expect(releases.by_status).toMatchObject({ ready: 1, success: 1, draft: 1 });
    expect(releases.recent.map((r: { title: string }) => r.title).sort()).toEqual(['Konsep', 'Nanti', 'Segera']);
    await t.db
      .insertInto('releases')
      .values(release(mine.companyId, 'draft', null, 'Baru'))
      .execute();
    const again = await dashboard(mine);
    expect(again.releases).toMatchObject({ total: 4, by_status: { draft: 2 } });
    expect(again.releases.recent.map((r: { title: string }) => r.title)).toContain('Baru');
    // A release sent on its way changes the counts, though no release was added.
    await t.db
      .updateTable('releases')
      .set({ status: 'ready', updated_at: new Date(Date.now() + 1_000).toISOString() })
      .where('company_id', '=', mine.companyId)
      .where('title', '=', 'Baru')
      .execute();
    expect((await dashboard(mine)).releases.by_status).toMatchObject({ draft: 1, ready: 2 });
  });

  it('carries the banners, social posts and announcements staff publish', async () => {
    const staff = (await signInStaff(t)).headers;
    const today = new Date().toISOString().slice(0, 10);
    for (const kind of ['banner', 'instagram', 'tiktok', 'article']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/ops/ideas/content',
        headers: staff,
        payload: { kind, title: `Konten ${kind}`, published_on: today },
      });
      expect(response.statusCode).toBe(201);
    }
    await t.db
      .insertInto('announcements')
      .values({
        title: 'Pengumuman',
        content: 'Isi',
        is_important: false,
        published_at: new Date(Date.now() - 1000).toISOString(),
        created_by: null,
      })
      .execute();
    const data = await dashboard(owner);
    expect(data.banners.map((b: { title: string }) => b.title)).toContain('Konten banner');
    for (const kind of ['instagram', 'tiktok', 'article']) {
      expect(data.social[kind].map((b: { title: string }) => b.title)).toContain(`Konten ${kind}`);
    }
    expect(data.announcements.map((a: { title: string }) => a.title)).toContain('Pengumuman');
  });
});
