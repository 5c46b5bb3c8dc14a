import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/test-app.ts';
import { ALL_COMPANIES } from '../../db/scope.ts';
import { periodNotifier } from '../../modules/ingest/period-notifier.ts';
import { rescale } from '../money.ts';
import { youtubeFixtureRows } from '../youtube/index.ts';
import { companyTotals, ingestFile, publishPeriod, unmatchedTotals } from './index.ts';
import {
  addAssets,
  closeIngestApp,
  count,
  countFacts,
  factsOf,
  micros,
  openIngestApp,
  PERIOD,
  USD_RATE,
  writeYoutube,
  YT,
  youtubeValues,
} from './test-support.ts';

const col = (name: string) => YT[name] ?? -1;

describe('ingesting a YouTube asset report', () => {
  let t: TestApp;
  let dir: string;
  let values: string[][];
  let companies: number[];

  beforeEach(async () => {
    ({ t, dir, companies } = await openIngestApp({ companies: 3 }));
    values = youtubeValues(20);
    for (const [i, row] of values.entries()) row[col('Asset Labels')] = i >= 15 && i < 17 ? 'Label Uji' : '';
    const [a = 0, b = 0, c = 0] = companies;
    const field = (i: number, name: string) => values[i]?.[col(name)] ?? '';
    await addAssets(
      t.db,
      a,
      [0, 1, 2, 3, 4].map((i) => ({ asset_id: field(i, 'Asset ID') })),
    );
    await addAssets(
      t.db,
      b,
      [5, 6, 7, 8, 9].map((i) => ({ custom_id: field(i, 'Custom ID') })),
    );
    await addAssets(
      t.db,
      c,
      [10, 11, 12, 13, 14].map((i) => ({ channel_id: field(i, 'Asset Channel ID') })),
    );
    await addAssets(t.db, a, [{ asset_label: 'Label Uji' }]);
    // Rows 17–19 share no key with the catalogue (channels repeat every 97 rows, so none collide).
  });
  afterEach(() => closeIngestApp(t, dir));

  const expected = (rows: number[]) => rows.reduce((sum, i) => sum + micros(values[i] ?? []), 0n);

  it('attributes rows by asset id, custom id, asset label and channel, and keeps the rest for review', async () => {
    const { run } = await ingestFile(t.db, { path: writeYoutube(dir, 'yt.csv', values), type: 'youtube' });
    expect(run).toMatchObject({ status: 'parsed', period: '2026-10', total_rows: 20, matched_rows: 17 });
    expect(run.unmatched_rows).toBe(3);
    const totals = await companyTotals(t.db, ALL_COMPANIES, [run.id]);
    const [a, b, c] = companies;
    const byCompany = new Map(totals.map((x) => [x.company_id, BigInt(x.gross_micros)]));
    expect(byCompany.get(a ?? 0)).toBe(expected([0, 1, 2, 3, 4, 15, 16]));
    expect(byCompany.get(b ?? 0)).toBe(expected([5, 6, 7, 8, 9]));
    expect(byCompany.get(c ?? 0)).toBe(expected([10, 11, 12, 13, 14]));
    const [open] = await unmatchedTotals(t.db, ALL_COMPANIES, [run.id]);
    expect(BigInt(open?.gross_micros ?? 0)).toBe(expected([17, 18, 19]));
    expect(BigInt(run.total_micros)).toBe(expected([...values.keys()]));
  });

  it('splits co-owned assets exactly and converts to rupiah so every part adds up to the file total', async () => {
    const [a = 0] = companies;
    const asset = values[0]?.[col('Asset ID')] ?? '';
    const now = new Date().toISOString();
    await t.db
      .insertInto('revenue_shares')
      .values([
        { company_id: a, key_kind: 'asset', key_value: asset, co_owner: 'Pencipta', share_bps: 3333, created_at: now },
        { company_id: a, key_kind: 'asset', key_value: asset, co_owner: 'Label', share_bps: 1667, created_at: now },
      ])
      .execute();
    const { run } = await ingestFile(t.db, { path: writeYoutube(dir, 'yt.csv', values), type: 'youtube' });
    const fact = (await factsOf(t.db, run.id)).find((f) => f.line === 2);
    expect(fact && fact.nettMicros + fact.sharedMicros).toBe(fact?.grossMicros);
    expect(Math.abs((fact?.nettMicros ?? 0) - (fact?.grossMicros ?? 0) / 2)).toBeLessThanOrEqual(1);
    const totals = await companyTotals(t.db, ALL_COMPANIES, [run.id]);
    const unmatched = await unmatchedTotals(t.db, ALL_COMPANIES, [run.id]);
    const sum = (pick: (x: { gross_idr: number; gross_micros: number }) => number) =>
      [...totals, ...unmatched].reduce((acc, x) => acc + BigInt(pick(x)), 0n);
    expect(sum((x) => x.gross_micros)).toBe(BigInt(run.total_micros));
    expect(sum((x) => x.gross_idr)).toBe(BigInt(run.total_idr));
    expect(BigInt(run.total_idr)).toBe(rescale(BigInt(run.total_micros) * USD_RATE, 12, 0));
    for (const x of totals) expect(x.nett_micros + x.shared_micros).toBe(x.gross_micros);
  });

  it('keeps the Day of each row on its facts and rollups', async () => {
    const { run } = await ingestFile(t.db, { path: writeYoutube(dir, 'yt.csv', values), type: 'youtube' });
    const day = (i: number) => (values[i]?.[col('Day')] ?? '').replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
    const facts = (await factsOf(t.db, run.id)).map(({ line, day }) => ({ line, day }));
    expect(facts).toEqual(values.slice(0, 17).map((_, i) => ({ line: i + 2, day: day(i) })));
    const rollups = await t.db
      .selectFrom('revenue_rollups')
      .select((eb) => ['day', eb.fn.sum<number>('row_count').as('rows')])
      .where('run_id', '=', run.id)
      .where('grain', '=', 'day')
      .groupBy('day')
      .orderBy('day')
      .execute();
    const perDay = new Map<string, number>();
    for (const fact of facts) perDay.set(fact.day, (perDay.get(fact.day) ?? 0) + 1);
    expect(rollups.map((r) => [r.day, Number(r.rows)])).toEqual([...perDay].sort(([a], [b]) => a.localeCompare(b)));
  });

  it('answers "already ingested" for the same content and changes nothing', async () => {
    const file = writeYoutube(dir, 'yt.csv', values);
    const first = await ingestFile(t.db, { path: file, type: 'youtube' });
    const facts = await countFacts(t.db);
    const again = await ingestFile(t.db, { path: file, type: 'youtube', fileName: 'renamed.csv' });
    expect(again).toMatchObject({ isAlreadyIngested: true, run: { id: first.run.id } });
    expect(await countFacts(t.db)).toBe(facts);
    expect(await count(t.db, 'ingest_runs')).toBe(1);
  });

  it('keeps one run when the same file is ingested twice at once, parsed or failed', async () => {
    const file = writeYoutube(dir, 'yt.csv', values);
    const both = await Promise.all([0, 1].map(() => ingestFile(t.db, { path: file, type: 'youtube' })));
    expect(both.map((r) => r.isAlreadyIngested).sort()).toEqual([false, true]);
    expect(new Set(both.map((r) => r.run.id)).size).toBe(1);
    expect(await countFacts(t.db)).toBe(17);

    const broken = values.map((row) => [...row]);
    (broken[3] as string[])[col('Owned Views')] = 'banyak';
    const bad = writeYoutube(dir, 'bad.csv', broken);
    const failed = await Promise.all([0, 1].map(() => ingestFile(t.db, { path: bad, type: 'youtube' })));
    expect(failed.map((r) => r.run.status)).toEqual(['failed', 'failed']);
    expect(await count(t.db, 'ingest_runs')).toBe(2);
  });

  it('replaces an unpublished run with a corrected file for the same period', async () => {
    const first = await ingestFile(t.db, { path: writeYoutube(dir, 'yt.csv', values), type: 'youtube' });
    const corrected = values.slice(0, 10);
    const second = await ingestFile(t.db, { path: writeYoutube(dir, 'yt-fixed.csv', corrected), type: 'youtube' });
    expect(second.run).toMatchObject({ status: 'parsed', total_rows: 10, matched_rows: 10 });
    const old = await t.db.selectFrom('ingest_runs').selectAll().where('id', '=', first.run.id).executeTakeFirst();
    expect(old?.status).toBe('replaced');
    const runsWithFacts = await t.db.selectFrom('usage_fact_blocks').select('run_id').distinct().execute();
    expect(runsWithFacts).toEqual([{ run_id: second.run.id }]);
    expect(await count(t.db, 'unmatched_rows')).toBe(0);
  });

  it('leaves only a failed run with its line number when row N cannot be parsed', async () => {
    const broken = values.map((row) => [...row]);
    (broken[14] as string[])[col('Partner Revenue')] = '12,5x';
    const { run } = await ingestFile(t.db, { path: writeYoutube(dir, 'bad.csv', broken), type: 'youtube' });
    expect(run.status).toBe('failed');
    expect(JSON.parse(run.errors)).toEqual([expect.objectContaining({ line: 16, code: 'invalid_number' })]);
    expect(await countFacts(t.db)).toBe(0);
    for (const table of ['revenue_rollups', 'unmatched_rows'] as const) expect(await count(t.db, table)).toBe(0);
    expect(await count(t.db, 'ingest_runs')).toBe(1);
    // The corrected file of the same content ingests after a failure.
    const fixed = await ingestFile(t.db, { path: writeYoutube(dir, 'bad.csv', values), type: 'youtube' });
    expect(fixed.run.status).toBe('parsed');
  });

  it('ingests Shorts, license fees and paid features by day or by month, each credited under its own source', async () => {
    const [, b = 0] = companies;
    const matched = values.slice(0, 17);
    const ads = await ingestFile(t.db, { path: writeYoutube(dir, 'ads.csv', matched), type: 'youtube' });
    const shorts = await ingestFile(t.db, {
      path: writeYoutube(dir, 'shorts.csv', matched.slice(0, 10)),
      type: 'youtube_shorts',
    });
    expect(shorts.run).toMatchObject({
      status: 'parsed',
      source: 'youtube_shorts',
      matched_rows: 10,
      unmatched_rows: 0,
    });
    expect(BigInt(shorts.run.total_micros)).toBe(expected([...Array(10).keys()]));

    // License fees and paid features also come by month, in the layout of the Premium report.
    const monthly = [...youtubeFixtureRows({ rows: 4, variant: 'subscription', period: PERIOD })].map((r, i) => {
      r.values[col('Asset ID')] = `A-MONTH-${i}`;
      return r.values;
    });
    const file = writeYoutube(dir, 'monthly.csv', monthly, 'subscription');
    await addAssets(
      t.db,
      b,
      monthly.map((_, i) => ({ asset_id: `A-MONTH-${i}` })),
    );
    for (const type of ['youtube_license', 'youtube_paid_features'] as const) {
      const { run } = await ingestFile(t.db, { path: file, type });
      expect(run).toMatchObject({ status: 'parsed', source: type, matched_rows: 4, unmatched_rows: 0 });
    }

    const published = await publishPeriod(t.db, periodNotifier, { source: 'youtube_shorts', period: PERIOD });
    expect(published.runs).toEqual([shorts.run.id]);
    const totals = await companyTotals(t.db, ALL_COMPANIES, [shorts.run.id]);
    const ledger = await t.db
      .selectFrom('ledger_entries')
      .select(['company_id', 'source', 'kind', 'amount_idr'])
      .orderBy('company_id')
      .execute();
    expect(ledger).toEqual(
      totals.map((x) => ({
        company_id: x.company_id,
        source: 'youtube_shorts',
        kind: 'credit',
        amount_idr: x.nett_idr,
      })),
    );
    expect(ledger.length).toBeGreaterThan(1);
    // The ad-supported run of the same month is neither replaced nor published by the Shorts one.
    const runs = await t.db.selectFrom('ingest_runs').select(['id', 'status']).orderBy('id').execute();
    expect(runs.slice(0, 2)).toEqual([
      { id: ads.run.id, status: 'parsed' },
      { id: shorts.run.id, status: 'published' },
    ]);
  });
});
