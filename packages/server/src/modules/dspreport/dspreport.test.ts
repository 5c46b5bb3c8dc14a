import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { companyScope } from '../../db/scope.ts';
import { publishPeriod } from '../../ingest/engine/index.ts';
import { saveRate } from '../../ingest/engine/reference.repository.ts';
import { tempDir, USD_RATE } from '../../ingest/engine/test-support.ts';
import { catalogueIsrc } from '../../ingest/fixtures-random.ts';
import { MINE, PERIODS, seedStorePeriods, silent, THEIRS, UNPUBLISHED } from './testing/store-periods.ts';

const t = useTestApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;

let owner: Signed;
let other: Signed;
let dir: string;
const [OLDER, LATEST] = PERIODS;
const STORES = ['joox', 'spotify'];

const get = (url: string, headers = owner.headers) => t.app.inject({ method: 'GET', url, headers });
const json = async (url: string, headers = owner.headers) => {
  const response = await get(url, headers);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
};

/** Every page of a table, one page of `limit` at a time. */
async function allPages(query: string, limit = 2) {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const table = await json(`/api/v2/dspreport/report_table?${query}&page=${page}&limit=${limit}`);
    rows.push(...table.results);
    if (rows.length >= table.total) return { rows, table };
  }
}

const sum = (rows: readonly Record<string, unknown>[], key: string) => rows.reduce((a, r) => a + Number(r[key]), 0);

beforeAll(async () => {
  dir = tempDir();
  ({ owner, other } = await seedStorePeriods(t, dir, [
    { store: 'spotify', rows: 40, seed: 10 },
    { store: 'joox', rows: 25, seed: 20 },
  ]));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the DSP report', () => {
  it('lists the published periods, newest first, and the platforms', async () => {
    const info = await json('/api/v2/dspreport/info');
    expect(info.periods.map((p: { periode: string }) => p.periode)).toEqual([LATEST, OLDER]);
    expect(info).toMatchObject({ latest: LATEST, stores: STORES, new_report: true });
    expect(info.periods[0].rate).toEqual({ currency: 'USD', idr_per_unit: '16250.123457' });
  });

  it('reconciles periods, platforms, tracks and the ledger credit of the DSP sources', async () => {
    const periods = await allPages('metric=default');
    expect(periods.rows.map((row) => row.periode)).toEqual([LATEST, OLDER]);
    for (const period of PERIODS) {
      const total = periods.rows.find((row) => row.periode === period) as Record<string, number>;
      const stores = await allPages(`metric=store&periode=${period}`, 1);
      const tracks = await allPages(`metric=track&periode=${period}`);
      const ledger = await t.db
        .selectFrom('ledger_entries')
        .select(['source', 'kind', 'amount_idr'])
        .where('company_id', '=', owner.companyId)
        .where('period', '=', period)
        .execute();
      const credit = ledger
        .filter((e) => (e.source.startsWith('store:') || e.source.startsWith('dsr:')) && e.kind === 'credit')
        .reduce((a, e) => a + Number(e.amount_idr), 0);
      expect(credit).toBeGreaterThan(0);
      for (const key of ['streams', 'gross_idr', 'nett_idr', 'shared_idr']) {
        expect(sum(stores.rows, key), key).toBe(total[key]);
        expect(sum(tracks.rows, key), key).toBe(total[key]);
        expect(stores.table.summary[key], key).toBe(total[key]);
        expect(tracks.table.summary[key], key).toBe(total[key]);
      }
      expect(total.nett_idr).toBe(credit);
      expect(stores.rows.map((row) => row.store).sort()).toEqual(STORES);
      expect(tracks.rows.map((row) => row.isrc)).not.toContain(THEIRS);
      expect(Number.isInteger(total.gross_micros) && Number(total.gross_micros) > 0).toBe(true);
    }
    expect(periods.table.summary.nett_idr).toBe(sum(periods.rows, 'nett_idr'));
  });

  it('narrows the tracks to one platform, and the platforms add up to the tracks', async () => {
    const all = await allPages(`metric=track&periode=${LATEST}`);
    let streams = 0;
    for (const store of STORES) {
      const one = await allPages(`metric=track&periode=${LATEST}&store=${store}`);
      expect(one.table.store).toBe(store);
      streams += sum(one.rows, 'streams');
      expect(one.table.summary.streams).toBe(sum(one.rows, 'streams'));
    }
    expect(streams).toBe(all.table.summary.streams);
    const [first] = all.rows as { isrc: string; title: string; artist: string; gross_idr: number }[];
    expect(first).toMatchObject({ title: expect.stringMatching(/^Lagu \d$/), artist: 'Nadia Putri' });
    expect(all.rows.map((row) => row.gross_idr)).toEqual(
      [...all.rows.map((row) => row.gross_idr)].sort((a, b) => Number(b) - Number(a)),
    );
  });

  it('pages: each page holds at most `limit` rows and no row twice', async () => {
    const first = await json(`/api/v2/dspreport/report_table?metric=track&periode=${LATEST}&page=1&limit=4`);
    const second = await json(`/api/v2/dspreport/report_table?metric=track&periode=${LATEST}&page=2&limit=4`);
    expect(first.results).toHaveLength(4);
    expect(second.results.length).toBe(first.total - 4);
    const isrcs = [...first.results, ...second.results].map((row: { isrc: string }) => row.isrc);
    expect(new Set(isrcs).size).toBe(isrcs.length);
  });

  it('details one track by platform, country and month, adding up to its track row', async () => {
    const tracks = await allPages(`metric=track&periode=${LATEST}`);
    const track = tracks.rows[0] as Record<string, number | string>;
    const detail = await allPages(`metric=track_detail&periode=${LATEST}&isrc=${track.isrc}`, 3);
    expect(detail.table.track).toMatchObject({ isrc: track.isrc, title: track.title });
    for (const key of ['streams', 'gross_idr', 'nett_idr']) {
      expect(detail.table.summary[key]).toBe(track[key]);
      expect(sum(detail.rows, key)).toBe(track[key]);
      expect(sum(detail.table.stores, key)).toBe(track[key]);
    }
    expect(detail.rows.every((row) => typeof row.country === 'string' && row.country !== '')).toBe(true);
    expect(detail.table.months.map((m: { periode: string }) => m.periode)).toEqual([OLDER, LATEST]);
    const info = await json(`/api/v2/dspreport/info/id/${track.isrc}`);
    expect(info).toMatchObject({ isrc: track.isrc, periods: 2, first_period: OLDER, last_period: LATEST });
    expect(info.totals.nett_idr).toBe(sum(detail.table.months, 'nett_idr'));
  });

  it('details one track on the platform chosen, adding up to its row on that platform', async () => {
    for (const store of STORES) {
      const tracks = await allPages(`metric=track&periode=${LATEST}&store=${store}`);
      const track = tracks.rows[0] as Record<string, number | string>;
      const detail = await allPages(`metric=track_detail&periode=${LATEST}&isrc=${track.isrc}&store=${store}`, 3);
      expect(detail.table.store).toBe(store);
      expect(detail.table.stores.map((row: { store: string }) => row.store)).toEqual([store]);
      for (const key of ['streams', 'gross_idr', 'nett_idr']) {
        expect(detail.table.summary[key], `${store} ${key}`).toBe(track[key]);
        expect(sum(detail.rows, key), `${store} ${key}`).toBe(track[key]);
      }
      const latest = detail.table.months.find((m: { periode: string }) => m.periode === LATEST);
      expect(latest.nett_idr).toBe(track.nett_idr);
      const everywhere = await json(
        `/api/v2/dspreport/report_table?metric=track_detail&periode=${LATEST}&isrc=${track.isrc}`,
      );
      expect(everywhere.store).toBeNull();
      expect(everywhere.summary.streams).toBeGreaterThanOrEqual(Number(track.streams));
    }
    const unknown = await get(
      `/api/v2/dspreport/report_table?metric=track_detail&periode=${LATEST}&isrc=${MINE[0]}&store=deezer`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('draws the last published months, in all and per platform', async () => {
    const report = await json('/api/v2/dspreport/report');
    expect(report.periode).toBe(LATEST);
    expect(report.months.map((m: { periode: string }) => m.periode)).toEqual([OLDER, LATEST]);
    for (const month of report.months) {
      const stores = report.by_store.filter((row: { periode: string }) => row.periode === month.periode);
      expect(sum(stores, 'nett_idr')).toBe(month.nett_idr);
    }
    const one = await json(`/api/v2/dspreport/report?periode=${OLDER}&months=1`);
    expect(one.months.map((m: { periode: string }) => m.periode)).toEqual([OLDER]);
    const file = await get(`/api/v2/dspreport/report?export=csv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`dsp-report-${LATEST}.csv`);
    expect(file.body.trim().split('\r\n')).toHaveLength(1 + report.by_store.length + report.months.length);
  });

  it('downloads every table as CSV and XLSX, with the same rows as the pages', async () => {
    const tracks = await allPages(`metric=track&periode=${LATEST}`);
    const csv = await get(`/api/v2/dspreport/report_table?metric=track&periode=${LATEST}&export=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`dsp-track-${LATEST}.csv`);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Pendapatan bersih (IDR)');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(tracks.rows.map((row) => row.isrc));
    for (const query of [
      'metric=default',
      `metric=store&periode=${LATEST}`,
      `metric=track&periode=${OLDER}&store=joox`,
    ]) {
      const { table } = await allPages(query);
      const xlsx = await get(`/api/v2/dspreport/report_table?${query}&export=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]?.rowCount, query).toBe(1 + table.total);
    }
    const detail = await get(
      `/api/v2/dspreport/report_table?metric=track_detail&periode=${LATEST}&isrc=${tracks.rows[0]?.isrc}&export=csv`,
    );
    expect(detail.statusCode).toBe(200);
  });

  it('answers another company’s track and an unpublished period like a missing one', async () => {
    for (const url of [
      `/api/v2/dspreport/report_table?metric=track_detail&periode=${LATEST}&isrc=${THEIRS}`,
      `/api/v2/dspreport/report_table?metric=track_detail&periode=${LATEST}&isrc=NOPE00000001`,
      `/api/v2/dspreport/report_table?metric=track_detail&periode=${LATEST}&isrc=${THEIRS}&export=csv`,
      `/api/v2/dspreport/info/id/${THEIRS}`,
      '/api/v2/dspreport/info/id/NOPE00000001',
      `/api/v2/dspreport/report_table?metric=store&periode=${UNPUBLISHED}`,
      `/api/v2/dspreport/report_table?metric=track&periode=${UNPUBLISHED}&export=xlsx`,
      `/api/v2/dspreport/report?periode=${UNPUBLISHED}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    const theirs = await json(`/api/v2/dspreport/report_table?metric=track&periode=${LATEST}`, other.headers);
    expect(theirs.results.map((row: { isrc: string }) => row.isrc).sort()).toEqual([THEIRS, catalogueIsrc(7)].sort());
    const stranger = await t.factories.buildSignedInUser();
    const empty = await json('/api/v2/dspreport/info', stranger.headers);
    expect(empty).toMatchObject({ periods: [], latest: null, stores: [] });
    expect((await get('/api/v2/dspreport/report_table?metric=store', stranger.headers)).statusCode).toBe(404);
  });

  it('refuses a track detail without its ISRC and bad input with 400', async () => {
    for (const query of ['metric=track_detail', 'metric=nope', 'periode=2026-13', 'limit=0', 'export=pdf']) {
      const response = await get(`/api/v2/dspreport/report_table?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const missing = await get('/api/v2/dspreport/report_table?metric=track_detail');
    expect(JSON.stringify(missing.json())).toContain('dspreport.isrc_required');
  });

  it('needs the DSP report switch; the new report needs its own on top', async () => {
    const none = await t.factories.buildUser(owner.companyId, { role: 'admin', switches: {} });
    const headers = { 'x-authorization': `Bearer ${await t.factories.signIn(none.email)}` };
    expect((await get('/api/v2/dspreport/info', headers)).statusCode).toBe(403);
    expect((await get('/api/v2/dspreport/report_table?metric=store', headers)).statusCode).toBe(403);
    const dsp = await t.factories.buildUser(owner.companyId, { role: 'admin', switches: { dsp_report: true } });
    const dspHeaders = { 'x-authorization': `Bearer ${await t.factories.signIn(dsp.email)}` };
    expect((await json('/api/v2/dspreport/info', dspHeaders)).new_report).toBe(false);
    const both = await t.factories.buildUser(owner.companyId, {
      role: 'admin',
      switches: { dsp_report: true, new_dsp_report: true },
    });
    const bothHeaders = { 'x-authorization': `Bearer ${await t.factories.signIn(both.email)}` };
    expect((await json('/api/v2/dspreport/info', bothHeaders)).new_report).toBe(true);
    const noFeature = await t.factories.buildSignedInUser({ features: ['assetreports'] });
    expect((await get('/api/v2/dspreport/info', noFeature.headers)).statusCode).toBe(403);
  });
});

// Last: these publish a period and change a rate the tests above read.
describe('answers kept between publishes', () => {
  it('keeps no 404: a period answers as soon as it is published', async () => {
    const url = `/api/v2/dspreport/report_table?metric=store&periode=${UNPUBLISHED}`;
    expect((await get(url)).statusCode).toBe(404);
    await publishPeriod(t.db, silent, { source: 'store', period: UNPUBLISHED });
    expect((await json(url)).results.length).toBeGreaterThan(0);
  });

  it('answers in dollars at the rate staff set last', async () => {
    const url = `/api/v2/dspreport/report_table?metric=store&periode=${LATEST}`;
    const dollars = async () => sum((await json(url)).results, 'gross_micros');
    const before = await dollars();
    expect(before).toBeGreaterThan(0);
    await saveRate(t.db, companyScope(owner.companyId), LATEST, 'USD', USD_RATE * 2n);
    expect(await dollars()).toBeLessThan(before * 0.6);
  });

  it('answers two companies asking the same question each with their own tracks', async () => {
    const url = `/api/v2/dspreport/report_table?metric=track&periode=${LATEST}&limit=50`;
    const isrcs = async (headers: typeof owner.headers) =>
      (await json(url, headers)).results.map((row: { isrc: string }) => row.isrc).sort();
    expect(await isrcs(owner.headers)).not.toContain(THEIRS);
    expect(await isrcs(other.headers)).toEqual([THEIRS, catalogueIsrc(7)].sort());
  });
});
