import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPORT_SOURCES } from '@irama/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { companyScope } from '../../db/scope.ts';
import { argon2Hasher } from '../../lib/passwords.ts';
import { periodNotifier } from '../../modules/ingest/period-notifier.ts';
import { reportReader } from '../../modules/youtube/testing/reconcile.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { seedDemo } from '../../seed/index.ts';
import { type AnalyticsFilter, lastAnalyticsDay, sumAnalytics } from '../analytics/index.ts';
import { parseDsrReport } from '../dsr/index.ts';
import { YOUTUBE_SOURCES } from '../engine/tables.ts';
import { factsOf, tempDir } from '../engine/test-support.ts';
import { parseStoreReport, SPOTIFY_LIKE_MAPPING } from '../store/index.ts';
import { type DemoReportsResult, runDemoReports } from './demo-reports.ts';

const EARNERS = [
  'owner@musik.demo',
  'owner@timur.demo',
  'owner@indie.demo',
  'owner@agg.demo',
  'owner@gemabali.demo',
  'owner@lomboksound.demo',
];

const STORES = ['spotify', 'youtube_music', 'apple_music', 'joox', 'deezer'];
const ANALYTICS_PERIODS = [
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];
const ANALYTICS_FILES = ANALYTICS_PERIODS.length * (2 + STORES.length);

let t: TestApp;
let dir: string;
let result: DemoReportsResult;
let companies: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  dir = tempDir();
  await seedDemo(t.db, argon2Hasher);
  result = await runDemoReports(t.db, { dir, notices: periodNotifier });
  const owners = await t.db.selectFrom('users').select(['email', 'company_id']).where('email', 'in', EARNERS).execute();
  companies = new Map(owners.map((o) => [o.email, o.company_id]));
}, 300_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const periodsOf = async (table: 'revenue_rollups' | 'analytics_rollups' | 'ledger_entries', companyId: number) =>
  (await t.db.selectFrom(table).select('period').distinct().where('company_id', '=', companyId).execute())
    .map((r) => r.period)
    .sort();

describe('irama demo-reports', () => {
  it('writes every format for 12 months and each file ingests with totals that match what it declares', async () => {
    // Six report files every month, Apple Music's in all but the last two (it arrives late), paid features
    // in 9 months, license fees in 4, two adjustment reports, and 7 daily analytics feeds (asset, channel,
    // five stores) for each of 9 months.
    expect(result.files).toHaveLength(12 * 6 + 10 + 9 + 4 + 2 + ANALYTICS_FILES);
    expect(result.publishedPeriods).toEqual([
      ...['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'],
      ...['2026-07', '2026-08', '2026-09'],
    ]);
    expect(result.openPeriod).toBe('2026-10');
    const runs = await t.db.selectFrom('ingest_runs').selectAll().execute();
    expect(runs).toHaveLength(result.runs);
    expect(new Set(runs.map((r) => r.source))).toEqual(new Set(REPORT_SOURCES));
    for (const run of runs) {
      expect([run.file_name, run.status]).toEqual([run.file_name, run.period === '2026-10' ? 'parsed' : 'published']);
      expect(run.file_total_micros).toBe(run.total_micros);
    }
    const analytics = await t.db.selectFrom('analytics_runs').select(['feed', 'store', 'period', 'status']).execute();
    expect(analytics).toHaveLength(ANALYTICS_FILES);
    expect(analytics.every((r) => r.status === 'parsed')).toBe(true);
    expect(new Set(analytics.map((r) => r.store))).toEqual(new Set(['youtube', ...STORES]));
    expect(new Set(analytics.map((r) => r.period))).toEqual(new Set(ANALYTICS_PERIODS));
  });

  it('writes DSRs whose FOOT counts and summary totals agree with their bodies', async () => {
    const dsrs = result.files.filter((f) => path.basename(f).startsWith('DSR_'));
    expect(dsrs).toHaveLength(12);
    for (const file of dsrs) {
      const input = { name: path.basename(file), open: () => fs.createReadStream(file) };
      const summaries: bigint[] = [];
      let total: bigint | undefined;
      for await (const event of parseDsrReport([input], { mode: 'strict' })) {
        if (event.type === 'summary') summaries.push(event.summary.netRevenueMicros ?? 0n);
        if (event.type === 'report') {
          total = event.report.netRevenueMicros;
          expect(event.report.summaries.every((s) => s.isMatch)).toBe(true);
        }
      }
      expect(total).toBe(summaries.reduce((a, b) => a + b, 0n));
    }
  });

  it('credits each demo company for the published months, fills rollups for all 12 and daily analytics for the last 9', async () => {
    expect(companies.size).toBe(EARNERS.length);
    for (const [email, companyId] of companies) {
      expect([email, (await periodsOf('ledger_entries', companyId)).length]).toEqual([email, 11]);
      expect([email, (await periodsOf('revenue_rollups', companyId)).length]).toEqual([email, 12]);
      expect([email, await periodsOf('analytics_rollups', companyId)]).toEqual([email, ANALYTICS_PERIODS]);
    }
    const adjustment = await t.db.selectFrom('ledger_entries').selectAll().where('kind', '=', 'adjustment').execute();
    expect(new Set(adjustment.map((e) => `${e.source} ${e.period}`))).toEqual(
      new Set(['youtube 2026-05', 'youtube 2026-08']),
    );
    const open = await t.db
      .selectFrom('unmatched_rows')
      .innerJoin('ingest_runs', 'ingest_runs.id', 'unmatched_rows.run_id')
      .select(['ingest_runs.period', 'unmatched_rows.status'])
      .where('unmatched_rows.status', '=', 'open')
      .execute();
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((r) => r.period === '2026-10')).toBe(true);
  });

  it('plants the shapes Smart Analytics should find in daily analytics that run to 2026-11-24', async () => {
    const musik = companies.get('owner@musik.demo') ?? 0;
    for (const feed of ['asset', 'channel', 'dsp'] as const) {
      expect([feed, await lastAnalyticsDay(t.db, companyScope(musik), feed)]).toEqual([feed, '2026-11-24']);
    }
    const isrcOf = async (title: string) =>
      (await t.db.selectFrom('tracks').select('isrc').where('title', '=', title).executeTakeFirstOrThrow()).isrc ?? '';
    const plays = async (owner: string, filter: Partial<AnalyticsFilter>) => {
      const [row] = await sumAnalytics(t.db, companyScope(companies.get(owner) ?? 0), {
        feed: 'dsp',
        breakdown: 'total',
        from: '2026-10-28',
        to: '2026-11-24',
        ...filter,
      });
      return row?.views ?? 0;
    };
    /** The last 28 days against the 28 before. */
    const growth = async (owner: string, filter: Partial<AnalyticsFilter>) =>
      (await plays(owner, filter)) / (await plays(owner, { ...filter, from: '2026-09-30', to: '2026-10-27' }));
    const sawah = await isrcOf('Sawah');
    const ibu = await isrcOf('Ibu');
    const sungai = await isrcOf('Sungai Kecil');
    const sioMama = await isrcOf('Sio Mama');
    // A playlist add on Spotify, a playlist removal on Spotify, a breakout in Malaysia, one in the Netherlands.
    expect(await growth('owner@musik.demo', { itemKeys: [sawah], store: 'spotify' })).toBeGreaterThan(2);
    expect(await growth('owner@musik.demo', { itemKeys: [sawah], store: 'apple_music' })).toBeLessThan(1.3);
    expect(await growth('owner@musik.demo', { itemKeys: [ibu], store: 'spotify' })).toBeLessThan(0.6);
    expect(await growth('owner@musik.demo', { itemKeys: [ibu], store: 'youtube_music' })).toBeGreaterThan(0.8);
    expect(await growth('owner@musik.demo', { itemKeys: [sungai], country: 'MY' })).toBeGreaterThan(4);
    expect(await growth('owner@musik.demo', { itemKeys: [sungai], country: 'ID' })).toBeLessThan(1.3);
    expect(await growth('owner@timur.demo', { itemKeys: [sioMama], country: 'NL' })).toBeGreaterThan(3);
    // A store dropping for a whole company.
    expect(await growth('owner@indie.demo', { store: 'joox' })).toBeLessThan(0.6);
    // The playlist add comes through playlists.
    const sources = await sumAnalytics(
      t.db,
      companyScope(musik),
      {
        feed: 'dsp',
        breakdown: 'traffic_source',
        from: '2026-11-18',
        to: '2026-11-24',
        itemKeys: [sawah],
        store: 'spotify',
      },
      ['traffic_source'],
    );
    const playlist = sources.find((r) => r.traffic_source === 'PLAYLIST')?.views ?? 0;
    expect(playlist / sources.reduce((n, r) => n + r.views, 0)).toBeGreaterThan(0.7);

    // Weekends play more than midweek; Lebaran's peak stands out.
    const days = await sumAnalytics(
      t.db,
      companyScope(musik),
      { feed: 'dsp', breakdown: 'total', from: '2026-09-01', to: '2026-09-30' },
      ['day'],
    );
    /** Average plays a day on a weekday. */
    const byWeekday = (weekday: number) => {
      const on = days.filter((r) => new Date(`${r.day}T00:00:00Z`).getUTCDay() === weekday);
      return on.reduce((n, r) => n + r.views, 0) / on.length;
    };
    expect(byWeekday(6)).toBeGreaterThan(byWeekday(2) * 1.1);
    const rindu = await isrcOf('Rindu Kampung Halaman');
    const onDay = (day: string) => plays('owner@musik.demo', { itemKeys: [rindu], from: day, to: day });
    expect(await onDay('2026-03-19')).toBeGreaterThan(2 * (await onDay('2026-04-22')));
    // A new release has nothing before its release day.
    const malamMinggu = await isrcOf('Malam Minggu');
    expect(await plays('owner@musik.demo', { itemKeys: [malamMinggu], from: '2026-03-01', to: '2026-04-30' })).toBe(0);
    expect(
      await plays('owner@musik.demo', { itemKeys: [malamMinggu], from: '2026-05-01', to: '2026-05-07' }),
    ).toBeGreaterThan(0);
  });

  it('pays Shorts every month at about 8% of the ads, paid features in most months and license fees every third', async () => {
    const runs = await t.db
      .selectFrom('ingest_runs')
      .select(['source', 'period', 'total_micros'])
      .where('kind', '=', 'regular')
      .execute();
    const total = (source: string, period: string) =>
      Number(runs.find((r) => r.source === source && r.period === period)?.total_micros ?? 0);
    const periods = [...new Set(runs.map((r) => r.period))].sort();
    expect(periods).toHaveLength(12);
    for (const period of periods) {
      const share = total('youtube_shorts', period) / total('youtube', period);
      expect([period, share > 0.07 && share < 0.09]).toEqual([period, true]);
    }
    const monthsOf = (source: string) => runs.filter((r) => r.source === source).map((r) => r.period);
    expect(monthsOf('youtube_paid_features')).toHaveLength(9);
    expect(monthsOf('youtube_license').sort()).toEqual(['2025-12', '2026-03', '2026-06', '2026-09']);
    const musik = companies.get('owner@musik.demo') ?? 0;
    const credited = await t.db
      .selectFrom('ledger_entries')
      .select('source')
      .distinct()
      .where('company_id', '=', musik)
      .where('source', 'like', 'youtube%')
      .execute();
    expect(new Set(credited.map((r) => r.source))).toEqual(
      new Set(['youtube', 'youtube_premium', 'youtube_shorts', 'youtube_license', 'youtube_paid_features']),
    );
  });

  it('files every demo YouTube asset under one of 2–4 projects of its company, and shares several with co-owners', async () => {
    const youtubeOwners = ['owner@musik.demo', 'owner@timur.demo', 'owner@agg.demo', 'owner@lomboksound.demo'];
    const assets = await t.db
      .selectFrom('youtube_assets')
      .select(['company_id', 'asset_label'])
      .where('custom_id', 'like', 'IRM-%')
      .where('asset_id', 'is not', null)
      .execute();
    const projects = new Map<number, Set<string | null>>();
    for (const { company_id, asset_label } of assets) {
      projects.set(company_id, (projects.get(company_id) ?? new Set()).add(asset_label));
    }
    expect(projects.size).toBe(youtubeOwners.length);
    const names: (string | null)[] = [];
    for (const owner of youtubeOwners) {
      const labels = [...(projects.get(companies.get(owner) ?? 0) ?? [])];
      expect([owner, labels.length >= 2 && labels.length <= 4, labels.includes(null)]).toEqual([owner, true, false]);
      names.push(...labels);
    }
    expect(new Set(names).size).toBe(names.length);

    const shares = await t.db
      .selectFrom('revenue_shares')
      .select(['company_id', 'key_value', 'co_owner', 'share_bps'])
      .where('key_kind', '=', 'asset')
      .execute();
    const coOwned = (owner: string) =>
      new Set(shares.filter((s) => s.company_id === companies.get(owner)).map((s) => s.key_value)).size;
    expect(coOwned('owner@musik.demo')).toBeGreaterThanOrEqual(4);
    expect(coOwned('owner@timur.demo')).toBeGreaterThanOrEqual(2);
    expect(new Set(shares.map((s) => s.share_bps)).size).toBeGreaterThanOrEqual(4);
    expect(shares.every((s) => s.share_bps >= 1_500 && s.share_bps <= 5_000)).toBe(true);
    for (const owner of ['owner@musik.demo', 'owner@timur.demo']) {
      const shared = await t.db
        .selectFrom('revenue_rollups')
        .select((eb) => eb.fn.sum<number>('shared_micros').as('micros'))
        .where('company_id', '=', companies.get(owner) ?? 0)
        .where('grain', '=', 'country')
        .executeTakeFirst();
      expect([owner, Number(shared?.micros) > 0]).toEqual([owner, true]);
    }
  });

  it('reconciles the YouTube report of every demo company and period with the ledger and the facts', async () => {
    const reader = reportReader(t);
    const periods = await t.db.selectFrom('youtube_report_periods').selectAll().orderBy('period').execute();
    const withYoutube = EARNERS.filter((email) => periods.some((p) => p.company_id === companies.get(email)));
    expect(withYoutube).toEqual(['owner@musik.demo', 'owner@timur.demo', 'owner@agg.demo', 'owner@lomboksound.demo']);
    for (const email of withYoutube) {
      const companyId = companies.get(email) ?? 0;
      const headers = { 'x-authorization': `Bearer ${await t.factories.signIn(email, DEMO_PASSWORD)}` };
      for (const period of periods.filter((p) => p.company_id === companyId)) {
        const runs = await t.db
          .selectFrom('ingest_runs')
          .select('id')
          .where('period', '=', period.period)
          .where('kind', '=', period.kind)
          .where('status', '=', 'published')
          .where('source', 'in', [...YOUTUBE_SOURCES])
          .execute();
        let micros = 0;
        for (const run of runs) {
          for (const fact of await factsOf(t.db, run.id)) if (fact.companyId === companyId) micros += fact.grossMicros;
        }
        await reader.expectReconciled({ companyId, headers }, period.period, period.kind === 'adjustment', micros);
      }
    }
  }, 120_000);

  it('publishes each month on the 12th of the next, so its credits and report notices carry that day', async () => {
    const credits = await t.db
      .selectFrom('ledger_entries')
      .select(['period', 'created_at', 'kind'])
      .where('kind', 'in', ['credit', 'adjustment'])
      .execute();
    expect(credits.length).toBeGreaterThan(0);
    // An adjustment report arrives later, on its own day.
    for (const { period, created_at } of credits.filter((credit) => credit.kind === 'credit')) {
      const [year = 0, month = 0] = period.split('-').map(Number);
      expect([period, created_at.slice(0, 10)]).toEqual([
        period,
        new Date(Date.UTC(year, month, 12)).toISOString().slice(0, 10),
      ]);
    }
    const notices = await t.db
      .selectFrom('notifications')
      .select(['created_at'])
      .where('category_id', '=', 4)
      .execute();
    const days = new Set(credits.map((credit) => credit.created_at));
    expect(notices.length).toBeGreaterThanOrEqual(companies.size);
    expect(notices.filter((notice) => !days.has(notice.created_at))).toEqual([]);
  });

  it("keeps each company's rollups to its own catalogue", async () => {
    const owners = new Map<string, Set<number>>();
    const revenueItems = t.db
      .selectFrom('revenue_rollups')
      .select(['company_id', 'item_key'])
      .where('grain', '=', 'item')
      .distinct()
      .execute();
    const analyticsItems = t.db.selectFrom('analytics_rollups').select(['company_id', 'item_key']).distinct().execute();
    for (const rows of [await revenueItems, await analyticsItems]) {
      for (const { company_id, item_key } of rows) {
        const set = owners.get(item_key) ?? new Set();
        set.add(company_id);
        owners.set(item_key, set);
      }
    }
    // Channels (analytics) and titles (both) each belong to exactly one company.
    expect([...owners].filter(([, set]) => set.size > 1)).toEqual([]);
    const musik = companies.get('owner@musik.demo') ?? 0;
    const indie = companies.get('owner@indie.demo') ?? 0;
    const catalogue = await t.db.selectFrom('youtube_assets').select(['company_id', 'isrc']).execute();
    const indieIsrcs = new Set(catalogue.filter((c) => c.company_id === indie).map((c) => c.isrc));
    const musikKeys = await t.db
      .selectFrom('revenue_rollups')
      .select('item_key')
      .where('company_id', '=', musik)
      .where('grain', '=', 'item')
      .execute();
    expect(musikKeys.some((r) => indieIsrcs.has(r.item_key))).toBe(false);
  });

  it('is deterministic: a second run writes the same bytes and ingests nothing new', async () => {
    const before = new Map(result.files.map((f) => [f, sha(f)]));
    const ledger = await t.db.selectFrom('ledger_entries').selectAll().orderBy('id').execute();
    const again = await runDemoReports(t.db, { dir, notices: periodNotifier });
    expect([again.runs, again.analyticsRuns]).toEqual([0, 0]);
    expect(new Map(again.files.map((f) => [f, sha(f)]))).toEqual(before);
    expect(await t.db.selectFrom('ingest_runs').select('id').execute()).toHaveLength(result.runs);
    expect(await t.db.selectFrom('analytics_runs').select('id').execute()).toHaveLength(ANALYTICS_FILES);
    expect(await t.db.selectFrom('ledger_entries').selectAll().orderBy('id').execute()).toEqual(ledger);
  }, 120_000);

  it('writes large store files for benchmarks with --rows and --write-only, without touching the database', async () => {
    const out = tempDir();
    try {
      const { files } = await runDemoReports(t.db, {
        dir: out,
        notices: periodNotifier,
        months: 1,
        rows: 5_000,
        writeOnly: true,
      });
      const spotify = files.find((f) => path.basename(f).startsWith('spotify_')) ?? '';
      let rows = 0;
      for await (const _ of parseStoreReport(fs.createReadStream(spotify), SPOTIFY_LIKE_MAPPING)) rows += 1;
      expect(rows).toBe(5_000);
      expect(await t.db.selectFrom('ingest_runs').select('id').execute()).toHaveLength(result.runs);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
