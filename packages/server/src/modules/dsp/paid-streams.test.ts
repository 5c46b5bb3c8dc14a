import fs from 'node:fs';
import path from 'node:path';
import { type DspPaidMonth, type DspPaidStreams, storeKey } from '@irama/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { companyScope } from '../../db/scope.ts';
import { ingestAnalyticsFile } from '../../ingest/analytics/index.ts';
import { ingestFile, publishPeriod, saveRate, saveStoreMapping } from '../../ingest/engine/index.ts';
import { addAssets, setUpDistributor, tempDir, USD_RATE } from '../../ingest/engine/test-support.ts';
import { SPOTIFY_LIKE_MAPPING } from '../../ingest/store/index.ts';

const t = useTestApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;

const HIT = 'IDA012600011';
const B_SIDE = 'IDA012600012';
const THEIRS = 'IDB012600019';
const silent = { periodPublished: async () => {} };

/** A store report line: the song, its streams and what the store paid in dollars (as text). */
type ReportLine = [isrc: string, streams: number, usd: string];
/** A daily analytics line: the day, the store, the song and its streams. */
type FeedLine = [day: string, store: string, isrc: string, streams: number];

/**
 * Reports: Spotify pays for August and September and has an unpublished October; September's
 * "Deezer" (a DSR-like capitalised name) counts the hit's streams and pays nothing; September's JOOX
 * report holds only the other company's song. Apple Music and YouTube Music never report.
 */
const REPORTS: { store: string; period: string; lines: ReportLine[]; isPublished: boolean }[] = [
  { store: 'spotify', period: '2026-08', lines: [[HIT, 800, '4.00']], isPublished: true },
  {
    store: 'spotify',
    period: '2026-09',
    lines: [
      [HIT, 1_000, '5.00'],
      [B_SIDE, 500, '2.50'],
      [THEIRS, 700, '3.00'],
    ],
    isPublished: true,
  },
  { store: 'Deezer', period: '2026-09', lines: [[HIT, 300, '0.00']], isPublished: true },
  { store: 'joox', period: '2026-09', lines: [[THEIRS, 400, '1.20']], isPublished: true },
  { store: 'spotify', period: '2026-10', lines: [[HIT, 1_900, '9.50']], isPublished: false },
];

/** Analytics: every store streams more than it reports; October has streams but no published report. */
const FEED: FeedLine[] = [
  ['2026-08-10', 'spotify', HIT, 700],
  ['2026-08-20', 'spotify', HIT, 500],
  ['2026-08-20', 'apple_music', HIT, 100],
  ['2026-09-05', 'spotify', HIT, 1_500],
  ['2026-09-05', 'spotify', B_SIDE, 600],
  ['2026-09-06', 'deezer', HIT, 400],
  ['2026-09-07', 'joox', HIT, 200],
  ['2026-09-08', 'apple_music', HIT, 300],
  ['2026-09-09', 'youtube_music', B_SIDE, 250],
  ['2026-09-09', 'spotify', THEIRS, 900],
  ['2026-10-15', 'spotify', HIT, 2_000],
];

const REPORT_HEADER = 'Reporting Month,Artist Name,Track Name,ISRC,UPC,Country,Streams,Payable Amount,Currency';
const FEED_HEADER =
  'date,store,isrc,upc,country_code,traffic_source_type,age_group,gender,operating_system,streams,listeners,saves,completion_rate';

let dir: string;
let owner: Signed;
let other: Signed;
let staff: { headers: Record<string, string> };

beforeAll(async () => {
  dir = tempDir();
  const distributor = await setUpDistributor(t.db);
  const staffUser = await t.factories.buildUser(distributor, { role: 'staff' });
  staff = { headers: { 'x-authorization': `Bearer ${await t.factories.signIn(staffUser.email)}` } };
  owner = await t.factories.buildSignedInUser({ services: ['dsp'] });
  other = await t.factories.buildSignedInUser({ services: ['music'] });
  await addAssets(t.db, owner.companyId, [{ isrc: HIT }, { isrc: B_SIDE }]);
  await addAssets(t.db, other.companyId, [{ isrc: THEIRS }]);
  for (const period of ['2026-08', '2026-09']) await saveRate(t.db, companyScope(distributor), period, 'USD', USD_RATE);
  for (const [n, report] of REPORTS.entries()) {
    await saveStoreMapping(t.db, companyScope(distributor), { ...SPOTIFY_LIKE_MAPPING, store: report.store });
    const file = path.join(dir, `report-${n}.csv`);
    const lines = report.lines.map(([isrc, streams, usd]) =>
      [report.period, 'Nadia Putri', 'Lagu', isrc, '', 'ID', streams, usd, 'USD'].join(','),
    );
    fs.writeFileSync(file, `${[REPORT_HEADER, ...lines].join('\n')}\n`);
    const { run } = await ingestFile(t.db, { path: file, type: 'store', store: report.store });
    expect(run.status, run.errors).toBe('parsed');
  }
  for (const period of ['2026-08', '2026-09']) await publishPeriod(t.db, silent, { source: 'store', period });
  // A feed is one file per store and month: a later file of the same store and month replaces it.
  const files = new Map<string, string[]>();
  for (const [day, store, isrc, streams] of FEED) {
    const line = [day.replaceAll('-', ''), store, isrc, '', 'ID', '', '', '', '', streams, streams / 2, 0, 0.5];
    const key = `${store}-${day.slice(0, 7)}`;
    files.set(key, [...(files.get(key) ?? []), line.join(',')]);
  }
  for (const [key, lines] of files) {
    const file = path.join(dir, `feed-${key}.csv`);
    fs.writeFileSync(file, `${[FEED_HEADER, ...lines].join('\n')}\n`);
    const { run } = await ingestAnalyticsFile(t.db, { path: file });
    expect(run.status).toBe('parsed');
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const get = (url: string, who: { headers: Record<string, string> } = owner) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });
const paid = async (url: string, who: Signed = owner): Promise<DspPaidStreams> => {
  const response = await get(url, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const setMonetised = (store: string, isMonetised: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/ops/ingest/stores/${encodeURIComponent(store)}`,
    headers: staff.headers,
    payload: { is_monetised: isMonetised },
  });

/** The DSP report's streams and nett rupiah of a month per store key: what the comparison's paid side must be. */
async function reportedByStore(periode: string, who: Signed = owner) {
  const report = (await get(`/api/v2/dspreport/report?periode=${periode}&months=1`, who)).json().data;
  return new Map<string, { streams: number; nett_idr: number }>(
    report.by_store.map((row: { store: string; streams: number; nett_idr: number }) => [
      storeKey(row.store),
      { streams: row.streams, nett_idr: row.nett_idr },
    ]),
  );
}

const storesOf = (month: DspPaidMonth | undefined) =>
  month?.stores.map(({ store, streams, paid_streams, difference, reason }) => ({
    store,
    streams,
    paid_streams,
    difference,
    reason,
  }));

describe('analytics against the store reports', () => {
  it('answers each published month with analytics, newest first, leaving out the unpublished October', async () => {
    const answer = await paid('/api/v2/dsp/paid_streams');
    expect(answer.months.map((month) => month.periode)).toEqual(['2026-09', '2026-08']);
    expect(answer.latest_published).toBe('2026-09');
    expect(answer.as_of).toBe('2026-10-15');
  });

  it('puts every store of a month side by side with a reason for each one that earned nothing', async () => {
    expect((await setMonetised('YouTube Music', false)).statusCode).toBe(200);
    const [september, august] = (await paid('/api/v2/dsp/paid_streams')).months;
    expect(storesOf(september)).toEqual([
      { store: 'spotify', streams: 2_100, paid_streams: 1_500, difference: 600, reason: null },
      { store: 'deezer', streams: 400, paid_streams: 300, difference: 100, reason: 'below_threshold' },
      { store: 'apple_music', streams: 300, paid_streams: 0, difference: 300, reason: 'not_reported' },
      { store: 'youtube_music', streams: 250, paid_streams: 0, difference: 250, reason: 'not_monetised' },
      { store: 'joox', streams: 200, paid_streams: 0, difference: 200, reason: 'not_in_report' },
    ]);
    expect(storesOf(august)).toEqual([
      { store: 'spotify', streams: 1_200, paid_streams: 800, difference: 400, reason: null },
      { store: 'apple_music', streams: 100, paid_streams: 0, difference: 100, reason: 'not_reported' },
    ]);
    expect(september).toMatchObject({ streams: 3_250, paid_streams: 1_800, difference: 1_450 });
  });

  it('pays each store what the DSP report shows for it, and the month what the report’s stores add up to', async () => {
    const [september] = (await paid('/api/v2/dsp/paid_streams')).months;
    const report = await reportedByStore('2026-09');
    for (const store of september?.stores ?? []) {
      const reported = report.get(store.store);
      expect({ paid: store.paid_streams, revenue: store.revenue_idr }, store.store).toEqual({
        paid: reported?.streams ?? 0,
        revenue: reported?.nett_idr ?? 0,
      });
    }
    expect(report.get('spotify')?.nett_idr).toBeGreaterThan(0);
    const total = [...report.values()].reduce((sum, row) => sum + row.nett_idr, 0);
    expect(september?.revenue_idr).toBe(total);
  });

  it('says at once when staff change a store’s terms', async () => {
    expect((await setMonetised('youtube_music', false)).statusCode).toBe(200);
    const before = (await paid('/api/v2/dsp/paid_streams')).months[0]?.stores.find((s) => s.store === 'youtube_music');
    expect(before?.reason).toBe('not_monetised');
    expect((await setMonetised('youtube_music', true)).statusCode).toBe(200);
    const after = (await paid('/api/v2/dsp/paid_streams')).months[0]?.stores.find((s) => s.store === 'youtube_music');
    expect(after?.reason).toBe('not_reported');
  });

  it('answers one song’s months from its own streams and reports', async () => {
    await setMonetised('youtube_music', false);
    const [september, august] = (await paid(`/api/v2/dsp/song/${HIT}/paid_streams`)).months;
    expect(storesOf(september)).toEqual([
      { store: 'spotify', streams: 1_500, paid_streams: 1_000, difference: 500, reason: null },
      { store: 'deezer', streams: 400, paid_streams: 300, difference: 100, reason: 'below_threshold' },
      { store: 'apple_music', streams: 300, paid_streams: 0, difference: 300, reason: 'not_reported' },
      { store: 'joox', streams: 200, paid_streams: 0, difference: 200, reason: 'not_in_report' },
    ]);
    expect(storesOf(august)?.map((store) => store.store)).toEqual(['spotify', 'apple_music']);
    const bSide = await paid(`/api/v2/dsp/song/${B_SIDE}/paid_streams`);
    expect(storesOf(bSide.months[0])).toEqual([
      { store: 'spotify', streams: 600, paid_streams: 500, difference: 100, reason: null },
      { store: 'youtube_music', streams: 250, paid_streams: 0, difference: 250, reason: 'not_monetised' },
    ]);
    // The B-side streamed in September only: August is not one of its months.
    expect(bSide.months.map((month) => month.periode)).toEqual(['2026-09']);
  });

  it('keeps each company to its own streams and reports', async () => {
    const theirs = await paid('/api/v2/dsp/paid_streams', other);
    expect(theirs.months.map((month) => month.periode)).toEqual(['2026-09']);
    expect(storesOf(theirs.months[0])).toEqual([
      { store: 'spotify', streams: 900, paid_streams: 700, difference: 200, reason: null },
      { store: 'joox', streams: 0, paid_streams: 400, difference: -400, reason: null },
    ]);
    const report = await reportedByStore('2026-09', other);
    expect(theirs.months[0]?.revenue_idr).toBe(
      (report.get('spotify')?.nett_idr ?? 0) + (report.get('joox')?.nett_idr ?? 0),
    );
    expect((await get(`/api/v2/dsp/song/${THEIRS}/paid_streams`)).json()).toMatchObject({ status: 404 });
    expect((await get(`/api/v2/dsp/song/${HIT}/paid_streams`, other)).json()).toMatchObject({ status: 404 });
  });

  it('answers a company without a published report with no months', async () => {
    const fresh = await t.factories.buildSignedInUser({ services: ['dsp'] });
    expect(await paid('/api/v2/dsp/paid_streams', fresh)).toEqual({ months: [], latest_published: null, as_of: null });
  });

  it('answers 401 without a session and 404 to a company without the DSP or music service', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/dsp/paid_streams' })).statusCode).toBe(401);
    const youtubeOnly = await t.factories.buildSignedInUser({ services: ['youtube'] });
    expect((await get('/api/v2/dsp/paid_streams', youtubeOnly)).json()).toMatchObject({ status: 404 });
    expect((await get(`/api/v2/dsp/song/${HIT}/paid_streams`, youtubeOnly)).json()).toMatchObject({ status: 404 });
  });
});

describe('store terms on /ops/ingest', () => {
  it('lists every store of the feeds, the reports and the terms once, by key, with whether it pays', async () => {
    await setMonetised('youtube_music', false);
    const response = await get('/api/ops/ingest/stores', staff);
    expect(response.statusCode).toBe(200);
    const stores = response.json().data.results;
    expect(
      stores.map((row: { store: string; is_monetised: boolean; has_analytics: boolean; has_reports: boolean }) => [
        row.store,
        row.is_monetised,
        row.has_analytics,
        row.has_reports,
      ]),
    ).toEqual([
      ['apple_music', true, true, false],
      ['deezer', true, true, true],
      ['joox', true, true, true],
      ['spotify', true, true, true],
      ['youtube_music', false, true, false],
    ]);
    expect(stores.find((row: { store: string }) => row.store === 'youtube_music').updated_at).toEqual(
      expect.any(String),
    );
    expect(stores.find((row: { store: string }) => row.store === 'spotify').updated_at).toBeNull();
  });

  it('refuses partners and bad input, and writes nothing then', async () => {
    const before = await t.db.selectFrom('store_terms').selectAll().orderBy('store').execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/ingest/stores' })).statusCode).toBe(401);
    expect((await get('/api/ops/ingest/stores')).json()).toMatchObject({ status: 403, code: 'permission_denied' });
    const asPartner = await t.app.inject({
      method: 'PUT',
      url: '/api/ops/ingest/stores/spotify',
      headers: owner.headers,
      payload: { is_monetised: false },
    });
    expect(asPartner.json()).toMatchObject({ status: 403, code: 'permission_denied' });
    for (const [store, payload] of [
      ['spotify', { is_monetised: 'no' }],
      ['spotify', {}],
      ['___', { is_monetised: false }],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/ops/ingest/stores/${store}`,
        headers: staff.headers,
        payload,
      });
      expect(response.json(), `${store} ${JSON.stringify(payload)}`).toMatchObject({
        status: 400,
        code: 'validation_failed',
      });
    }
    expect(await t.db.selectFrom('store_terms').selectAll().orderBy('store').execute()).toEqual(before);
  });
});
