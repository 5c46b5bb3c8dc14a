import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { releaseApi } from './testing/release-test-kit.ts';

const t = useTestApp();
const api = releaseApi(t);
let releaseId: number;
let trackId: number;
beforeAll(async () => {
  const owner = await t.factories.buildSignedInUser();
  const album = await api.send('POST', '/api/v2/release/album', owner.headers, { title: 'Milik Orang Lain' });
  releaseId = album.json().data.id;
  const track = await api.send('POST', '/api/v2/release/track', owner.headers, {
    release_id: releaseId,
    title: 'Satu',
  });
  trackId = track.json().data.tracks[0].id;
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const partnerEndpoints = (): [Method, string, object?][] => [
  ['GET', '/api/v2/release/info'],
  ['GET', '/api/v2/release/contributor_role_list'],
  ['GET', '/api/v2/release/artist_list?q=a'],
  ['GET', '/api/v2/release/search_artist?q=a'],
  ['GET', '/api/v2/release/search_spotify_artist?q=a'],
  ['POST', '/api/v2/release/artist', { name: 'Raisa' }],
  ['POST', '/api/v2/release/album', { title: 'x' }],
  ['GET', `/api/v2/release/album/id/${releaseId}`],
  ['PUT', `/api/v2/release/album/id/${releaseId}`, { title: 'x' }],
  ['PATCH', `/api/v2/release/album/id/${releaseId}`, { status: 'ready' }],
  ['DELETE', `/api/v2/release/album/id/${releaseId}`],
  ['POST', '/api/v2/release/track', { release_id: releaseId, title: 'x' }],
  ['PUT', `/api/v2/release/track/id/${trackId}`, { title: 'x' }],
  ['DELETE', `/api/v2/release/track/id/${trackId}`],
  ['POST', '/api/v2/release/audiotrim', { file_id: 'abc', start_seconds: 0, duration_seconds: 15 }],
  ['POST', '/api/v2/release/fileupload?type=cover'],
  ['GET', '/api/v2/catalogs/release'],
  ['GET', '/api/v2/catalogs/summary'],
];

describe('release endpoints access', () => {
  it('answer 401 without a session', async () => {
    for (const [method, url, payload] of partnerEndpoints()) {
      const response = await api.send(method, url, {}, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answer 403 without the deliveryrelease feature', async () => {
    const user = await t.factories.buildSignedInUser({ features: ['estimates', 'dspreport'] });
    for (const [method, url, payload] of partnerEndpoints()) {
      const response = await api.send(method, url, user.headers, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe('permission_denied');
    }
  });

  it("answer 404 for another company's release or track, and change nothing", async () => {
    const stranger = await t.factories.buildSignedInUser();
    const scoped: [Method, string, object?][] = [
      ['GET', `/api/v2/release/album/id/${releaseId}`],
      ['PUT', `/api/v2/release/album/id/${releaseId}`, { title: 'Dibajak' }],
      ['PATCH', `/api/v2/release/album/id/${releaseId}`, { status: 'on_progress' }],
      ['POST', '/api/v2/release/track', { release_id: releaseId, title: 'Disusupkan' }],
      ['PUT', `/api/v2/release/track/id/${trackId}`, { title: 'Dibajak' }],
      ['DELETE', `/api/v2/release/track/id/${trackId}`],
      ['DELETE', `/api/v2/release/album/id/${releaseId}`],
    ];
    for (const [method, url, payload] of scoped) {
      const response = await api.send(method, url, stranger.headers, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    const release = await t.db.selectFrom('releases').selectAll().where('id', '=', releaseId).executeTakeFirstOrThrow();
    expect(release.title).toBe('Milik Orang Lain');
    const tracks = await t.db.selectFrom('tracks').select('title').where('release_id', '=', releaseId).execute();
    expect(tracks).toEqual([{ title: 'Satu' }]);
  });

  it("refuses another company's uploads and artists as references", async () => {
    const owner = await t.factories.buildSignedInUser();
    const stranger = await t.factories.buildSignedInUser();
    const letter = await api.uploadOk(owner.headers, 'letter', Buffer.from('%PDF-1.4\n%%EOF\n'), 'surat.pdf');
    const artist = (await api.send('POST', '/api/v2/release/artist', owner.headers, { name: 'Tulus' })).json().data;
    const response = await api.send('POST', '/api/v2/release/album', stranger.headers, {
      statement_letter: letter,
      artists: [{ artist_id: String(artist.id), role: 'main' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      statement_letter: 'release.file.not_found',
      'artists.0.artist_id': 'release.artist.not_found',
    });
  });

  it('keeps the staff review queue to distributor staff', async () => {
    const owner = await t.factories.buildSignedInUser();
    for (const [method, url] of [
      ['GET', '/api/ops/releases'],
      ['GET', `/api/ops/releases/${releaseId}`],
      ['POST', `/api/ops/releases/${releaseId}/status`],
      ['GET', `/api/ops/releases/${releaseId}/ddex`],
    ] as const) {
      expect((await api.send(method, url, {}, method === 'POST' ? { status: 'success' } : undefined)).statusCode).toBe(
        401,
      );
      const response = await api.send(
        method,
        url,
        owner.headers,
        method === 'POST' ? { status: 'success' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
