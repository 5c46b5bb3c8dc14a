import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/test-app.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { consistentYoutube, joined, YOUTUBE } from '../dsr/test-support.ts';
import { SPOTIFY_LIKE_MAPPING, storeFixtureCsv, storeFixtureRows } from '../store/index.ts';
import { youtubeFixtureCsv, youtubeFixtureRows } from '../youtube/index.ts';
import { companyTotals, ingestFile, saveRate } from './index.ts';
import { addAssets, closeIngestApp, factsOf, openIngestApp } from './test-support.ts';

describe('ingesting store reports and DSRs', () => {
  let t: TestApp;
  let dir: string;

  beforeEach(async () => {
    ({ t, dir } = await openIngestApp());
  });
  afterEach(() => closeIngestApp(t, dir));

  it('attributes store rows by ISRC (catalogue and release tracks) and then by UPC (releases)', async () => {
    const options = { rows: 12, period: '2026-10' };
    const rows = [...storeFixtureRows(SPOTIFY_LIKE_MAPPING, options)].map((r) => r.values);
    const file = path.join(dir, 'spotify.csv');
    fs.writeFileSync(file, [...storeFixtureCsv(SPOTIFY_LIKE_MAPPING, options)].join(''));
    const [a, b, c] = [
      await t.factories.buildCompany(),
      await t.factories.buildCompany(),
      await t.factories.buildCompany(),
    ];
    const isrc = (i: number) => rows[i]?.isrc ?? '';
    await addAssets(t.db, a, [{ isrc: isrc(0) }, { isrc: isrc(1) }]);
    const now = new Date().toISOString();
    const release = await t.db
      .insertInto('releases')
      .values({
        ...{ company_id: b, upc: rows[2]?.upc ?? '', status: 'draft', errors: '{}', platforms: '[]' },
        ...{ supporting_file_ids: '[]', documentation_file_ids: '[]', created_at: now, updated_at: now },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('tracks')
      .values({
        ...{ company_id: c, release_id: release.id, isrc: isrc(3), is_explicit: false, is_instrumental: false },
        ...{ has_preview: false, performer_contributors: '[]', production_contributors: '[]' },
        ...{ created_at: now, updated_at: now },
      })
      .execute();

    const { run } = await ingestFile(t.db, { path: file, type: 'store', store: 'spotify' });
    expect(run).toMatchObject({ status: 'parsed', store: 'spotify', total_rows: 12, matched_rows: 4 });
    const keys = (await factsOf(t.db, run.id)).map((f) => ({ company_id: f.companyId, item_key: f.itemKey }));
    expect(keys).toEqual([
      { company_id: a, item_key: isrc(0) },
      { company_id: a, item_key: isrc(1) },
      { company_id: b, item_key: rows[2]?.upc },
      { company_id: c, item_key: isrc(3) },
    ]);
  });

  it('ingests the YouTube Premium variant by asset id and refuses it as the ad-supported source', async () => {
    const options = { rows: 5, variant: 'subscription' as const, period: '2026-10' };
    const file = path.join(dir, 'red.csv');
    fs.writeFileSync(file, [...youtubeFixtureCsv(options)].join(''));
    const owner = await t.factories.buildCompany();
    const assets = [...youtubeFixtureRows(options)].map((r) => ({ asset_id: r.values[3] ?? '' }));
    await addAssets(t.db, owner, assets);
    const wrong = await ingestFile(t.db, { path: file, type: 'youtube' });
    expect(JSON.parse(wrong.run.errors)).toEqual([expect.objectContaining({ code: 'wrong_source' })]);
    const { run } = await ingestFile(t.db, { path: file, type: 'youtube_premium' });
    expect(run).toMatchObject({ status: 'parsed', source: 'youtube_premium', matched_rows: 5, unmatched_rows: 0 });
  });

  it('refuses a store file without a saved mapping', async () => {
    const file = path.join(dir, 'joox.tsv');
    fs.writeFileSync(file, 'x');
    await expect(ingestFile(t.db, { path: file, type: 'store', store: 'joox' })).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });

  it('ingests a corrected copy of the official YouTube DSR sample', async () => {
    const file = path.join(dir, YOUTUBE);
    fs.writeFileSync(file, joined(consistentYoutube()));
    const owner = await t.factories.buildCompany();
    const now = new Date().toISOString();
    await addAssets(t.db, owner, [{ isrc: 'USSM19803037' }]);
    await t.db
      .insertInto('fx_rates')
      .values({ company_id: owner, period: '2015-10', currency: 'USD', rate_scaled: 14_000_000_000, created_at: now })
      .execute();
    const { run } = await ingestFile(t.db, { path: file, type: 'dsr' });
    expect(run).toMatchObject({ status: 'parsed', period: '2015-10', store: 'AdSupport-music', matched_rows: 1 });
    expect(run.file_total_micros).toBe(run.total_micros);
    const [total] = await companyTotals(t.db, ALL_COMPANIES, [run.id]);
    expect(total).toMatchObject({ company_id: owner, gross_micros: 2_000_000, gross_idr: 28_000 });
  });

  it('holds for review a DSR whose summary totals disagree with its body (the official excerpt as shipped)', async () => {
    const file = path.join(dir, YOUTUBE);
    fs.copyFileSync(path.join(import.meta.dirname, '../dsr/samples', YOUTUBE), file);
    const owner = await t.factories.buildCompany();
    await addAssets(t.db, owner, [{ isrc: 'USSM19803037' }]);
    await saveRate(t.db, companyScope(owner), '2015-10', 'USD', 14_000_000_000n);
    const { run } = await ingestFile(t.db, { path: file, type: 'dsr' });
    expect(run).toMatchObject({ status: 'needs_review', errors: '[]', matched_rows: 1, unmatched_rows: 5 });
    const checks = JSON.parse(run.summary_checks);
    expect(checks).toHaveLength(4);
    expect(checks.every((c: { is_match: boolean }) => !c.is_match)).toBe(true);
  });
});
