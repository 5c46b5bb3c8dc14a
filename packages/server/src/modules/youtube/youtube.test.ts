import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { factsOf, setUpDistributor } from '../../ingest/engine/test-support.ts';
import { FIGURES, type Figures, reportReader, sum } from './testing/reconcile.ts';
import { publishYoutubeRows, type ReportAsset, registerAssets, reportRows } from './testing/report-fixtures.ts';

const t = useTestApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;

let owner: Signed;
let other: Signed;
let runId: number;
const PERIOD = '2026-09';

const get = (url: string, headers = owner.headers) => t.app.inject({ method: 'GET', url, headers });
const reader = reportReader(t);
const table = (query: string, headers = owner.headers) => reader.table(query, headers);
const allRows = (query: string, headers = owner.headers) => reader.allRows(query, headers);
const { expectReconciled } = reader;

const assetOf = (companyId: number, n: number, label: string, coOwnerBps?: number): ReportAsset => ({
  assetId: `A${String(companyId).padStart(3, '0')}${String(n).padStart(12, '0')}`,
  companyId,
  label,
  coOwnerBps,
});

beforeAll(async () => {
  await setUpDistributor(t.db);
  owner = await t.factories.buildSignedInUser();
  other = await t.factories.buildSignedInUser();
  const mine = [
    assetOf(owner.companyId, 1, 'Album Senja', 2_500),
    assetOf(owner.companyId, 2, 'Album Senja'),
    assetOf(owner.companyId, 3, 'Nadia Official|Kompilasi'),
    assetOf(owner.companyId, 4, ''),
    assetOf(owner.companyId, 5, 'Nadia Official', 4_000),
  ];
  const theirs = [assetOf(other.companyId, 1, 'Rahasia Mereka')];
  await registerAssets(t.db, [...mine, ...theirs]);
  const rows = reportRows({ period: PERIOD, rows: 60, seed: 7, assets: [...mine, ...theirs] });
  runId = (await publishYoutubeRows(t.db, PERIOD, rows)).id;
  await publishYoutubeRows(
    t.db,
    PERIOD,
    reportRows({ period: PERIOD, rows: 6, seed: 8, assets: mine, adjustment: true }),
  );
});

describe('the YouTube revenue report', () => {
  it('lists the published periods with their dollar rate and adjustment', async () => {
    const response = await get('/api/v2/youtube/info');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      latest: PERIOD,
      periods: [
        expect.objectContaining({
          periode: PERIOD,
          has_adjustment: true,
          rate: { currency: 'USD', idr_per_unit: '16250.123457' },
        }),
      ],
    });
  });

  it('reconciles summary, every table and the ledger to the rupiah and the micro-dollar', async () => {
    const facts = (await factsOf(t.db, runId)).filter((fact) => fact.companyId === owner.companyId);
    const micros = facts.reduce((a, fact) => a + fact.grossMicros, 0);
    const { sources, assets } = await expectReconciled(owner, PERIOD, false, micros);
    expect(sources.results.map((row) => row.source)).toEqual([
      'ads',
      'premium',
      'license_fee',
      'shorts',
      'paid_features',
    ]);
    expect(sources.summary.shared_micros).toBeGreaterThan(0);
    expect(assets.rows.map((row) => row.asset_id)).not.toContain(
      `A${String(other.companyId).padStart(3, '0')}000000000001`,
    );
    await expectReconciled(owner, PERIOD, true);
    await expectReconciled(other, PERIOD, false);
  });

  it('groups assets by their first label into projects, and shows co-owned ones with their co-owners', async () => {
    const projects = await table(`metric=project&periode=${PERIOD}`);
    expect(projects.results.map((row) => row.project).sort()).toEqual(['', 'Album Senja', 'Nadia Official']);
    const coOwned = await table(`metric=other_project&periode=${PERIOD}`);
    expect(coOwned.results.map((row) => [row.project, row.co_owners]).sort()).toEqual([
      ['Album Senja', [{ name: 'Pencipta Lagu', share_bps: 2_500 }]],
      ['Nadia Official', [{ name: 'Pencipta Lagu', share_bps: 4_000 }]],
    ]);
    expect(coOwned.results.every((row) => row.assets === 1 && row.shared_micros !== 0)).toBe(true);
  });

  it('drills one asset down to its countries, sources and months', async () => {
    const assets = await table(`metric=asset&periode=${PERIOD}&limit=1`);
    const top = assets.results[0] as Figures & { asset_id: string };
    const detail = await table(`metric=detail&periode=${PERIOD}&asset_id=${top.asset_id}&limit=100`);
    expect(detail.summary).toEqual(Object.fromEntries(FIGURES.map((k) => [k, top[k]])));
    expect(sum(detail.results)).toEqual(detail.summary);
    expect(sum(detail.sources as Figures[])).toEqual(detail.summary);
    expect(detail.months).toEqual([expect.objectContaining({ period: PERIOD })]);
  });

  it('answers another company’s asset, an unpublished period and a missing asset like nothing is there', async () => {
    const theirs = `A${String(other.companyId).padStart(3, '0')}000000000001`;
    for (const query of [
      `metric=detail&periode=${PERIOD}&asset_id=${theirs}`,
      'metric=default&periode=2026-01',
      `metric=detail&periode=${PERIOD}&asset_id=A000`,
    ]) {
      const response = await get(`/api/v2/youtube/report_table?${query}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    const missingAsset = await get('/api/v2/youtube/report_table?metric=detail');
    expect(missingAsset.statusCode).toBe(400);
  });

  it('needs the YouTube report switch', async () => {
    const admin = await t.factories.buildUser(owner.companyId, { role: 'admin', switches: {} });
    const token = await t.factories.signIn(admin.email);
    const response = await get('/api/v2/youtube/info', { 'x-authorization': `Bearer ${token}` });
    expect(response.statusCode).toBe(403);
  });

  it('downloads the whole asset table as CSV and XLSX, with the same rows as the pages', async () => {
    const pages = await allRows(`metric=asset&periode=${PERIOD}`);
    const csv = await get(`/api/v2/youtube/report_table?metric=asset&periode=${PERIOD}&export=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`youtube-asset-${PERIOD}.csv`);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Pendapatan kotor (USD)');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(pages.rows.map((row) => row.asset_id));
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/v2/youtube/report_table?metric=project&periode=${PERIOD}&export=xlsx`,
      headers: owner.headers,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(1 + (await table(`metric=project&periode=${PERIOD}`)).total);
  });

  it('draws the months, sources and top countries of a period', async () => {
    const response = await get(`/api/v2/youtube/report?periode=${PERIOD}`);
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report.months).toHaveLength(1);
    const [month] = report.months;
    const regular = (await table(`metric=default&periode=${PERIOD}`)).summary;
    const adjustment = (await table(`metric=default&periode=${PERIOD}&adjustment=1`)).summary;
    expect(month.nett_idr).toBe(regular.nett_idr + adjustment.nett_idr);
    expect(month.adjustment_nett_idr).toBe(adjustment.nett_idr);
    expect(sum(report.sources).gross_micros).toBe(month.gross_micros);
    expect(report.top_countries.length).toBeGreaterThan(0);
  });
});

describe('a generated report, ingested fresh', () => {
  it('reconciles for any rows, adjustments and co-owner shares', async () => {
    let month = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.array(fc.option(fc.integer({ min: 1, max: 9_999 }), { nil: undefined }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 5 }),
        async (rows, seed, shares, adjustments) => {
          month += 1;
          const period = `2019-${String(month).padStart(2, '0')}`;
          const company = await t.factories.buildSignedInUser();
          const assets = shares.map((bps, i) =>
            assetOf(company.companyId, 100 * month + i, i % 2 ? 'Proyek B' : 'Proyek A', bps),
          );
          await registerAssets(t.db, assets);
          const run = await publishYoutubeRows(t.db, period, reportRows({ period, rows, seed, assets }));
          const micros = (await factsOf(t.db, run.id)).reduce((a, fact) => a + fact.grossMicros, 0);
          await expectReconciled(company, period, false, micros);
          if (adjustments > 0) {
            await publishYoutubeRows(
              t.db,
              period,
              reportRows({ period, rows: adjustments, seed: seed + 1, assets, adjustment: true }),
            );
            await expectReconciled(company, period, true);
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
