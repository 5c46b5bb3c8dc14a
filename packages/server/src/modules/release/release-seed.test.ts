import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateErn411 } from '../../../test/support/ddex.ts';
import { useDemoWorld } from '../../../test/support/demo-world.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { readJpegInfo } from './files/jpeg-info.ts';
import { readWavInfo } from './files/wav-info.ts';

const { t } = useDemoWorld();
let headers: Record<string, string>;
beforeAll(async () => {
  headers = { 'x-authorization': `Bearer ${await t.factories.signIn('owner@musik.demo', DEMO_PASSWORD)}` };
});

describe('release demo data', () => {
  it('gives the musik owner eleven releases across every status, its back catalogue among them', async () => {
    const summary = (await t.app.inject({ method: 'GET', url: '/api/v2/catalogs/summary', headers })).json().data;
    expect(summary).toMatchObject({
      total: 11,
      by_status: { draft: 3, ready: 1, on_progress: 1, success: 4, rejected: 1, taken_down: 1 },
    });
  });

  it('gives the musik owner hundreds of YouTube assets of every type and dozens of conflicts in every state', async () => {
    const { assets, conflicts } = (
      await t.app.inject({ method: 'GET', url: '/api/v2/catalogs/summary', headers })
    ).json().data;
    expect(assets.total).toBeGreaterThanOrEqual(400);
    expect(Object.values(assets.by_type).every((count) => Number(count) >= 20)).toBe(true);
    expect(Object.values(conflicts).every((count) => Number(count) >= 5)).toBe(true);
    expect(Object.values(conflicts).reduce((sum: number, count) => sum + Number(count), 0)).toBeGreaterThanOrEqual(40);
    const open = (
      await t.app.inject({ method: 'GET', url: '/api/v2/catalogs/conflict?status=open&limit=100', headers })
    ).json().data.results;
    // Every open demo conflict still has time left when the demo starts.
    expect(open.every((conflict: { deadline_at: string }) => Date.parse(conflict.deadline_at) > Date.now())).toBe(true);
  });

  it('shows the rejected release with its per-field errors to fix', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v2/catalogs/release?status=rejected', headers })
    ).json().data;
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v2/release/album/id/${list.results[0].id}`, headers })
    ).json().data;
    expect(Object.keys(detail.errors)).toEqual(['album.cover_art', 'tracks.0.lyrics']);
    expect(detail.is_editable).toBe(true);
  });

  it('writes real cover and audio files and a DDEX message per submitted release', async () => {
    const files = await t.db.selectFrom('release_files').selectAll().execute();
    const cover = files.find((file) => file.type === 'cover');
    const audio = files.find((file) => file.type === 'audio');
    const read = (relative: string) => fs.readFileSync(path.join(t.config.dataDir, relative));
    expect(await readJpegInfo(read(cover?.path ?? ''))).toMatchObject({ width: 3000, height: 3000 });
    expect(await readWavInfo(read(audio?.path ?? ''))).toMatchObject({ sampleRate: 44_100, bitDepth: 16 });
    const submitted = await t.db
      .selectFrom('releases')
      .select('ddex_path')
      .where('ddex_path', 'is not', null)
      .execute();
    expect(submitted.length).toBeGreaterThan(5);
  });

  it('fills the artist database', async () => {
    const artists = (
      await t.app.inject({ method: 'GET', url: '/api/v2/release/search_artist?q=nadia', headers })
    ).json().data;
    expect(artists.map((artist: { name: string }) => artist.name)).toEqual(['Nadia Putri']);
  });
});

describe('seeded DDEX messages', () => {
  it('validate against the ERN 4.1.1 schema', async () => {
    const rows = await t.db.selectFrom('releases').select('ddex_path').where('ddex_path', 'is not', null).execute();
    const paths = rows.map((row) => path.join(t.config.dataDir, row.ddex_path ?? ''));
    validateErn411(paths);
  });
});
