import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAssets } from '../../../test/support/catalog-fixtures.ts';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;
let owner: Signed;
let other: Signed;
let assets: Awaited<ReturnType<typeof insertAssets>>;

const get = (url: string, headers = owner.headers) => t.app.inject({ method: 'GET', url, headers });
const list = async (query: string, headers = owner.headers) => {
  const response = await get(`/api/v2/catalogs/asset?${query}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    total: number;
    results: {
      id: number;
      title: string;
      isrc: string | null;
      asset_type: string;
      views: number;
      labels: string[];
      territories: string[];
    }[];
  };
};

beforeAll(async () => {
  owner = await t.factories.buildSignedInUser();
  other = await t.factories.buildSignedInUser();
  assets = await insertAssets(t.db, owner.companyId, 120);
  await insertAssets(t.db, other.companyId, 30, 'OTH', 99);
});

describe('YouTube catalogue', () => {
  it('pages the company’s assets by views, most first, and never shows another company’s', async () => {
    const first = await list('limit=50');
    expect(first.total).toBe(120);
    const second = await list('limit=50&page=3');
    expect(second.results).toHaveLength(20);
    const views = first.results.map((asset) => asset.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const mine = new Set(assets.map((asset) => asset.id));
    expect(first.results.every((asset) => mine.has(asset.id))).toBe(true);
    expect((await list('', other.headers)).total).toBe(30);
  });

  it('finds assets by word prefixes of the title, by ISRC with or without hyphens, and by custom id', async () => {
    const target = assets.find((asset) => asset.isrc && asset.title.split(' ').length >= 2);
    if (!target?.isrc) throw new Error('fixture has no asset with an ISRC');
    const [word, second] = target.title.toLowerCase().split(' ');
    const byWords = await list(`search=${encodeURIComponent(`${word?.slice(0, 3)} ${second?.slice(0, 2)}`)}&limit=100`);
    expect(byWords.results.map((asset) => asset.id)).toContain(target.id);
    expect(byWords.total).toBe(
      assets.filter((asset) => {
        const words = `${asset.title} ${asset.artist} ${asset.asset_label}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
        return [word?.slice(0, 3), second?.slice(0, 2)].every((prefix) =>
          words.some((w) => prefix && w.startsWith(prefix)),
        );
      }).length,
    );
    const hyphenated = `${target.isrc.slice(0, 2)}-${target.isrc.slice(2, 5)}-${target.isrc.slice(5, 7)}-${target.isrc.slice(7)}`;
    expect((await list(`search=${hyphenated}`)).results.map((asset) => asset.id)).toEqual([target.id]);
    expect((await list(`search=${target.custom_id.toLowerCase()}`)).results.map((asset) => asset.id)).toEqual([
      target.id,
    ]);
    expect((await list('search=zzzzqqq')).total).toBe(0);
    // Another company's ISRC is not found here.
    expect((await list('search=IDOTH', owner.headers)).total).toBe(0);
  });

  it('filters by asset type and refuses an unknown one', async () => {
    const videos = await list('asset_type=music_video&limit=100');
    expect(videos.total).toBe(assets.filter((asset) => asset.asset_type === 'music_video').length);
    expect(videos.results.every((asset) => asset.asset_type === 'music_video')).toBe(true);
    expect((await get('/api/v2/catalogs/asset?asset_type=podcast')).statusCode).toBe(400);
  });

  it('pages a search within a type filter in list order, whether it has few matches or many', async () => {
    const videos = assets.filter((asset) => asset.asset_type === 'music_video');
    const inOrder = (rows: typeof assets) =>
      [...rows].sort((a, b) => b.views - a.views || b.id - a.id).map((asset) => asset.id);
    // Every asset has a "Label …" label: matches so common that the page walks the list in order.
    const many = await list('search=label&asset_type=music_video&limit=5&page=2');
    expect(many.total).toBe(videos.length);
    expect(many.results.map((asset) => asset.id)).toEqual(inOrder(videos).slice(5, 10));
    const word = videos[0]?.title.split(' ')[0]?.toLowerCase() ?? '';
    const few = videos.filter((asset) =>
      `${asset.title} ${asset.artist} ${asset.asset_label}`
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .some((w) => w.startsWith(word)),
    );
    const found = await list(`search=${encodeURIComponent(word)}&asset_type=music_video&limit=100`);
    expect(found.results.map((asset) => asset.id)).toEqual(inOrder(few));
    expect(found.total).toBe(few.length);
    expect((await list(`search=${encodeURIComponent(word)}&asset_type=music_video&page=9`)).results).toEqual([]);
  });

  it('counts an asset once when several of its words start with the search', async () => {
    const withK = assets.filter((asset) =>
      `${asset.title} ${asset.artist} ${asset.asset_label}`
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .some((w) => w.startsWith('k')),
    );
    const found = await list('search=k&limit=100');
    expect(found.total).toBe(withK.length);
    expect(new Set(found.results.map((asset) => asset.id)).size).toBe(found.results.length);
  });

  it('counts again once assets are added', async () => {
    const company = await t.factories.buildSignedInUser();
    await insertAssets(t.db, company.companyId, 3, 'CNT', 4);
    expect((await list('', company.headers)).total).toBe(3);
    expect((await list('search=label', company.headers)).total).toBe(3);
    await insertAssets(t.db, company.companyId, 2, 'CNU', 6);
    expect((await list('', company.headers)).total).toBe(5);
    expect((await list('search=label', company.headers)).total).toBe(5);
  });

  it('finds an asset added after the index was built', async () => {
    const [added] = await insertAssets(t.db, owner.companyId, 1, 'NEW', 5);
    if (!added) throw new Error('no asset inserted');
    expect((await list(`search=${added.custom_id}`)).results.map((asset) => asset.id)).toEqual([added.id]);
    await t.db.deleteFrom('youtube_assets').where('id', '=', added.id).execute();
  });

  it('counts assets per type in the summary', async () => {
    const summary = (await get('/api/v2/catalogs/summary')).json().data;
    expect(summary.assets.total).toBe(120);
    expect(Object.values(summary.assets.by_type).reduce((a: number, b) => a + Number(b), 0)).toBe(120);
    expect(summary.conflicts).toEqual({ open: 0, released: 0, appealed: 0, won: 0, lost: 0, expired: 0 });
  });

  it('refuses an admin whose release-catalogue switch is off, and a company without release delivery', async () => {
    const admin = await t.factories.buildUser(owner.companyId, {
      role: 'admin',
      switches: { release_catalogue: false },
    });
    const token = await t.factories.signIn(admin.email);
    const headers = { 'x-authorization': `Bearer ${token}` };
    for (const url of [
      '/api/v2/catalogs/asset',
      '/api/v2/catalogs/summary',
      '/api/v2/catalogs/conflict',
      '/api/v2/catalogs/asset_export',
    ]) {
      expect((await get(url, headers)).statusCode).toBe(403);
    }
    const ent = await t.factories.buildSignedInUser({ services: ['entertainment'], features: ['estimates'] });
    expect((await get('/api/v2/catalogs/asset', ent.headers)).statusCode).toBe(403);
  });
});

const startExport = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v2/catalogs/asset_export', headers: owner.headers, payload });

/** The export job once it has stopped running. */
async function waitUntilReady(id: number) {
  for (let tries = 0; tries < 200; tries += 1) {
    const job = (await get(`/api/v2/catalogs/asset_export/id/${id}`)).json().data;
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`export ${id} still running`);
}

describe('asset export', () => {
  const readXlsx = async (body: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('streams the filtered list as an .xlsx a reader opens, one row per asset in list order', async () => {
    const response = await get('/api/v2/catalogs/asset_export?format=xlsx&asset_type=sound_recording');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="aset-youtube-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const rows = await readXlsx(response.rawPayload);
    const expected = (await list('asset_type=sound_recording&limit=100')).results;
    expect(rows[0]).toEqual([
      'ID Aset',
      'Judul',
      'Artis',
      'Jenis',
      'Label',
      'ISRC',
      'Custom ID',
      'Channel',
      'Wilayah kepemilikan',
      'Penayangan',
    ]);
    expect(rows).toHaveLength(expected.length + 1);
    expect(rows.slice(1, 4).map((row) => [row[1], row[5], row[9]])).toEqual(
      expected.slice(0, 3).map((asset) => [asset.title, asset.isrc ?? '', asset.views]),
    );
  });

  it('streams a CSV that no spreadsheet reads as a formula', async () => {
    const [risky] = await insertAssets(t.db, other.companyId, 1, 'CSV', 3);
    if (!risky) throw new Error('no asset inserted');
    await t.db
      .updateTable('youtube_assets')
      .set({ title: '=HYPERLINK("http://x","y")' })
      .where('id', '=', risky.id)
      .execute();
    const response = await get('/api/v2/catalogs/asset_export?format=csv', other.headers);
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(32);
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('runs an export in the background with progress, notifies the user, and serves the file', async () => {
    const started = await startExport({ format: 'xlsx', search: '', asset_type: 'art_track' });
    expect(started.statusCode).toBe(202);
    const job = started.json().data;
    expect(job).toMatchObject({
      status: 'running',
      rows_total: assets.filter((a) => a.asset_type === 'art_track').length,
    });
    const current = await waitUntilReady(job.id);
    expect(current).toMatchObject({ status: 'ready', rows_done: job.rows_total });
    const file = await get(current.download_url);
    expect(file.statusCode).toBe(200);
    expect(await readXlsx(file.rawPayload)).toHaveLength(job.rows_total + 1);
    // Another company's job and file answer as missing.
    expect((await get(`/api/v2/catalogs/asset_export/id/${job.id}`, other.headers)).statusCode).toBe(404);
    expect((await get(current.download_url, other.headers)).statusCode).toBe(404);
    // A week later the company's next export clears the file, and its link answers as missing.
    const folder = path.join(t.config.dataDir, 'exports', String(owner.companyId));
    expect(fs.readdirSync(folder)).toHaveLength(1);
    const old = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await t.db.updateTable('catalog_exports').set({ finished_at: old }).where('id', '=', job.id).execute();
    const next = await startExport({ format: 'csv', asset_type: 'web' });
    await waitUntilReady(next.json().data.id);
    expect((await get(current.download_url)).statusCode).toBe(404);
    expect(fs.readdirSync(folder)).toHaveLength(1);
    const notice = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'additional_data'])
      .where('company_id', '=', owner.companyId)
      .executeTakeFirstOrThrow();
    expect(notice.user_id).toBe(owner.id);
    expect(JSON.parse(notice.additional_data)).toMatchObject({ url: `/catalogue?tab=assets&export=${job.id}` });
  });

  it('sends a large list to the background instead of streaming it', async () => {
    const big = await t.factories.buildSignedInUser();
    await insertAssets(t.db, big.companyId, 5_001, 'BIG', 11);
    const response = await get('/api/v2/catalogs/asset_export?format=csv', big.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('catalogs.export_too_large');
    const filtered = await get('/api/v2/catalogs/asset_export?format=csv&asset_type=web', big.headers);
    expect(filtered.statusCode).toBe(200);
  });
});
