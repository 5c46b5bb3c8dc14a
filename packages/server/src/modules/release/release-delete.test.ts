import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_STATUSES } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { coverJpeg, PDF, releaseApi } from './testing/release-test-kit.ts';

const t = useTestApp();
const api = releaseApi(t);

/** The stored files of these ids: their rows and whether their bytes are still on disk. */
async function storedFiles(ids: readonly string[]) {
  const rows = await t.db.selectFrom('release_files').select(['id', 'path']).where('id', 'in', ids).execute();
  return rows.map((row) => ({ id: row.id, isOnDisk: fs.existsSync(path.join(t.config.dataDir, row.path)) }));
}

/** Every file id the release and its tracks name. */
async function fileIdsOf(releaseId: number): Promise<string[]> {
  const release = await t.db.selectFrom('releases').selectAll().where('id', '=', releaseId).executeTakeFirstOrThrow();
  const tracks = await t.db.selectFrom('tracks').selectAll().where('release_id', '=', releaseId).execute();
  return [
    release.cover_file_id,
    release.letter_file_id,
    ...(JSON.parse(release.supporting_file_ids) as string[]),
    ...(JSON.parse(release.documentation_file_ids) as string[]),
    ...tracks.flatMap((track) => [track.audio_file_id, track.clip_file_id]),
  ].filter((id): id is string => id !== null);
}

const deleteRelease = (headers: Record<string, string>, id: number) =>
  api.send('DELETE', `/api/v2/release/album/id/${id}`, headers);

describe('DELETE /api/v2/release/album/id/:id', () => {
  it('deletes a draft with its tracks, credits, history and every file it stored, from the disk too', async () => {
    const owner = await t.factories.buildSignedInUser();
    const releaseId = await api.completeRelease(owner.headers, 2);
    const supporting = await api.uploadOk(owner.headers, 'letter', PDF, 'pendukung.pdf');
    const documentation = await api.uploadOk(owner.headers, 'documentation', await coverJpeg(), 'foto.jpg');
    const updated = await api.send('PUT', `/api/v2/release/album/id/${releaseId}`, owner.headers, {
      supporting_documents: [supporting],
      documentation: [documentation],
    });
    expect(updated.statusCode).toBe(200);
    // The cover's thumbnail is made the first time it is asked for, beside the cover.
    const thumbnail = await fetchThumbnail(updated.json().data.cover_art.thumbnail_url);
    expect(thumbnail.statusCode).toBe(200);
    const ids = await fileIdsOf(releaseId);
    expect(ids).toHaveLength(2 + 2 + 2 * 2);
    const cover = await t.db
      .selectFrom('release_files')
      .select('path')
      .where('type', '=', 'cover')
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    const thumbnailFile = path.join(t.config.dataDir, cover.path.replace(/\.jpg$/, '.thumb.jpg'));
    expect(fs.existsSync(thumbnailFile)).toBe(true);
    expect(await storedFiles(ids)).toEqual(expect.arrayContaining(ids.map((id) => ({ id, isOnDisk: true }))));
    const files = await t.db.selectFrom('release_files').select('path').where('id', 'in', ids).execute();

    const response = await deleteRelease(owner.headers, releaseId);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await api.send('GET', `/api/v2/release/album/id/${releaseId}`, owner.headers)).statusCode).toBe(404);
    expect(await storedFiles(ids)).toEqual([]);
    for (const file of files) expect(fs.existsSync(path.join(t.config.dataDir, file.path))).toBe(false);
    expect(fs.existsSync(thumbnailFile)).toBe(false);
    for (const table of ['tracks', 'release_artists', 'release_events'] as const) {
      const rows = await t.db.selectFrom(table).select('id').where('release_id', '=', releaseId).execute();
      expect(rows, table).toEqual([]);
    }
    const list = await api.send('GET', '/api/v2/catalogs/release', owner.headers);
    expect(list.json().data.results.map((release: { id: number }) => release.id)).not.toContain(releaseId);
    expect((await api.send('GET', '/api/v2/release/info', owner.headers)).json().data.total).toBe(0);
    // Deleted for good: asking again is a missing release.
    expect((await deleteRelease(owner.headers, releaseId)).statusCode).toBe(404);
  });

  it('keeps a file another release of the company still uses', async () => {
    const owner = await t.factories.buildSignedInUser();
    const letter = await api.uploadOk(owner.headers, 'letter', PDF, 'surat.pdf');
    const [first, second] = await Promise.all(
      ['Pertama', 'Kedua'].map(async (title) => {
        const album = await api.send('POST', '/api/v2/release/album', owner.headers, {
          title,
          statement_letter: letter,
          supporting_documents: [letter],
        });
        return album.json().data.id as number;
      }),
    );
    expect((await deleteRelease(owner.headers, first ?? 0)).statusCode).toBe(204);
    expect(await storedFiles([letter.file_id])).toEqual([{ id: letter.file_id, isOnDisk: true }]);
    const kept = await api.send('GET', `/api/v2/release/album/id/${second}`, owner.headers);
    expect(kept.json().data.statement_letter.file_id).toBe(letter.file_id);
  });

  it('refuses a release past draft with 409 release.not_deletable, and deletes nothing', async () => {
    const owner = await t.factories.buildSignedInUser();
    const releaseId = await api.completeRelease(owner.headers, 1);
    const ids = await fileIdsOf(releaseId);
    for (const status of RELEASE_STATUSES.filter((s) => s !== 'draft')) {
      await t.db.updateTable('releases').set({ status }).where('id', '=', releaseId).execute();
      const response = await deleteRelease(owner.headers, releaseId);
      expect(response.statusCode, status).toBe(409);
      expect(response.json().code, status).toBe('release.not_deletable');
    }
    expect((await api.send('GET', `/api/v2/release/album/id/${releaseId}`, owner.headers)).statusCode).toBe(200);
    expect(await storedFiles(ids)).toEqual(expect.arrayContaining(ids.map((id) => ({ id, isOnDisk: true }))));
  });

  it("answers another company's draft and an unknown id as missing, and deletes nothing", async () => {
    const owner = await t.factories.buildSignedInUser();
    const stranger = await t.factories.buildSignedInUser();
    const album = await api.send('POST', '/api/v2/release/album', owner.headers, { title: 'Milik Orang Lain' });
    const releaseId = album.json().data.id as number;
    for (const id of [releaseId, 2_147_483_647]) {
      const response = await deleteRelease(stranger.headers, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    expect((await api.send('GET', `/api/v2/release/album/id/${releaseId}`, owner.headers)).statusCode).toBe(200);
    expect((await deleteRelease(owner.headers, 0)).statusCode).toBe(400);
  });
});

/** Asks for a signed file URL the way a browser does. */
function fetchThumbnail(url: string) {
  const { pathname, search } = new URL(url, 'https://portal.irama.test');
  return t.app.inject({ method: 'GET', url: `${pathname}${search}` });
}
