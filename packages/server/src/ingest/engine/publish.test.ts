import { NOTICE_MESSAGES } from '@irama/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/test-app.ts';
import { companyScope } from '../../db/scope.ts';
import { periodNotifier } from '../../modules/ingest/period-notifier.ts';
import { findLedgerEntries, findUnmatched, getBalance, ingestFile, publishPeriod, resolveUnmatched } from './index.ts';
import {
  addAssets,
  closeIngestApp,
  micros,
  openTwoCompanyIngestApp,
  writeYoutube,
  YT,
  youtubeValues,
} from './test-support.ts';

const col = (name: string) => YT[name] ?? -1;

describe('publishing a period', () => {
  let t: TestApp;
  let dir: string;
  let values: string[][];
  let a: number;
  let b: number;

  beforeEach(async () => {
    ({ t, dir, a, b } = await openTwoCompanyIngestApp());
    await t.factories.buildUser(a, { role: 'owner' });
    values = youtubeValues(12).map((row) => {
      row[col('Adjustment Type')] = '';
      row[col('Asset Labels')] = '';
      return row;
    });
    const asset = (i: number) => ({ asset_id: values[i]?.[col('Asset ID')] ?? '' });
    await addAssets(t.db, a, [0, 1, 2, 3, 4].map(asset));
    await addAssets(t.db, b, [5, 6, 7, 8, 9].map(asset));
  });
  afterEach(() => closeIngestApp(t, dir));

  const ingest = (name: string, rows: string[][]) =>
    ingestFile(t.db, { path: writeYoutube(dir, name, rows), type: 'youtube' });
  const expected = (rows: number[]) => rows.reduce((sum, i) => sum + micros(values[i] ?? []), 0n);

  it('refuses while unmatched rows are open, then credits each company once after they are resolved', async () => {
    const { run } = await ingest('yt.csv', values);
    await expect(publishPeriod(t.db, periodNotifier, { source: 'youtube', period: '2026-10' })).rejects.toMatchObject({
      code: 'ingest.unmatched_open',
      status: 409,
    });
    const [first, second] = await findUnmatched(t.db, run.id, 1, 10);
    await resolveUnmatched(t.db, first?.id ?? 0, { action: 'assign', companyId: b, assetId: 'A-baru' });
    await resolveUnmatched(t.db, second?.id ?? 0, { action: 'not_ours' });
    const published = await publishPeriod(t.db, periodNotifier, { source: 'youtube', period: '2026-10' });
    expect(published.runs).toEqual([run.id]);
    const ledgerA = await findLedgerEntries(t.db, companyScope(a));
    expect(ledgerA).toEqual([expect.objectContaining({ source: 'youtube', period: '2026-10', kind: 'credit' })]);
    const again = await publishPeriod(t.db, periodNotifier, { source: 'youtube', period: '2026-10' });
    expect(again.credits).toEqual([]);
    const entries = await t.db.selectFrom('ledger_entries').selectAll().execute();
    expect(entries).toHaveLength(2);
    const status = await t.db.selectFrom('ingest_runs').select('status').where('id', '=', run.id).executeTakeFirst();
    expect(status?.status).toBe('published');
    const notes = await t.db.selectFrom('notifications').selectAll().where('company_id', '=', a).execute();
    expect(notes).toEqual([
      expect.objectContaining({ category_id: 4, title: 'Laporan YouTube Oktober 2026 telah terbit' }),
    ]);
    const credit = entries.find((entry) => entry.company_id === a);
    // The notice links to the credit that caused it.
    expect(JSON.parse(String(notes[0]?.additional_data))).toMatchObject({
      message: { key: NOTICE_MESSAGES.reportPublished, values: { source: 'youtube', period: '2026-10' } },
      subject: { type: 'ledger_entry', id: credit?.id },
    });
    // The assigned asset is now in B's catalogue, so the next file attributes it.
    const learnt = await t.db
      .selectFrom('youtube_assets')
      .select('company_id')
      .where('asset_id', '=', 'A-baru')
      .execute();
    expect(learnt).toEqual([{ company_id: b }]);
  });

  it("never puts another company's rows into a company's rollups or balance", async () => {
    await ingest('yt.csv', values.slice(0, 10));
    await publishPeriod(t.db, periodNotifier, { source: 'youtube', period: '2026-10' });
    const rollupsA = await t.db
      .selectFrom('revenue_rollups')
      .selectAll()
      .where('company_id', '=', a)
      .where('grain', '=', 'item')
      .execute();
    const assetsA = new Set([0, 1, 2, 3, 4].map((i) => values[i]?.[col('Asset ID')]));
    expect(rollupsA.every((r) => assetsA.has(r.item_key))).toBe(true);
    expect(rollupsA.reduce((sum, r) => sum + BigInt(r.gross_micros), 0n)).toBe(expected([0, 1, 2, 3, 4]));
    const [creditA] = await findLedgerEntries(t.db, companyScope(a));
    const [creditB] = await findLedgerEntries(t.db, companyScope(b));
    const run = await t.db.selectFrom('ingest_runs').selectAll().executeTakeFirstOrThrow();
    expect((creditA?.amount_idr ?? 0) + (creditB?.amount_idr ?? 0)).toBe(run.total_idr);
    expect(await getBalance(t.db, companyScope(a))).toBe(creditA?.amount_idr);
  });

  it('changes a published period only through an adjustments-only file, credited as an adjustment', async () => {
    await ingest('yt.csv', values.slice(0, 10));
    await publishPeriod(t.db, periodNotifier, { source: 'youtube', period: '2026-10' });
    const corrected = values.slice(0, 9);
    await expect(ingest('yt-2.csv', corrected)).rejects.toMatchObject({ code: 'conflict' });
    const adjustments = values.slice(0, 2).map((row) => {
      const copy = [...row];
      copy[col('Adjustment Type')] = 'Backpay';
      return copy;
    });
    const { run } = await ingest('yt-adj.csv', adjustments);
    expect(run).toMatchObject({ kind: 'adjustment', status: 'parsed' });
    await publishPeriod(t.db, periodNotifier, { source: 'youtube', period: '2026-10' });
    const ledger = await findLedgerEntries(t.db, companyScope(a));
    expect(ledger.map((e) => e.kind).sort()).toEqual(['adjustment', 'credit']);
  });
});
