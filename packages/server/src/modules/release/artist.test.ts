import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { releaseApi } from './testing/release-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof releaseApi>;
let spotify: http.Server;
let spotifyApp: TestApp;
const seenTokens: string[] = [];

beforeAll(async () => {
  // A fake Spotify: accounts token endpoint and the artist search.
  spotify = http.createServer((request, response) => {
    if (request.url === '/api/token' && request.method === 'POST') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ access_token: 'fake-token', token_type: 'Bearer', expires_in: 3600 }));
      return;
    }
    if (request.url?.startsWith('/v1/search')) {
      seenTokens.push(String(request.headers.authorization));
      const q = new URL(request.url, 'http://x').searchParams.get('q');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          artists: {
            items: [
              {
                id: '4abc',
                name: `${q} (Spotify)`,
                images: [{ url: 'https://i.scdn.co/x.jpg' }],
                followers: { total: 12 },
                genres: ['indonesian pop'],
              },
            ],
          },
        }),
      );
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => spotify.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(spotify.address() as AddressInfo).port}`;
  t = await createTestApp();
  spotifyApp = await createTestApp({
    SPOTIFY_CLIENT_ID: 'id',
    SPOTIFY_CLIENT_SECRET: 'secret',
    SPOTIFY_ACCOUNTS_URL: base,
    SPOTIFY_API_URL: base,
  });
  api = releaseApi(t);
});
afterAll(async () => {
  await t.close();
  await spotifyApp.close();
  await new Promise((resolve) => spotify.close(resolve));
});

describe('artist database', () => {
  it('adds artists and finds them by prefix first, then by contains', async () => {
    const owner = await t.factories.buildSignedInUser();
    for (const name of ['Raisa', 'Tulus', 'Andra and The Backbone', 'Sandra Dewi']) {
      const response = await api.send('POST', '/api/v2/release/artist', owner.headers, { name });
      expect(response.statusCode).toBe(201);
    }
    const again = await api.send('POST', '/api/v2/release/artist', owner.headers, { name: 'Raisa' });
    expect(again.json().data.name).toBe('Raisa');
    const found = (await api.send('GET', '/api/v2/release/search_artist?q=andr', owner.headers)).json().data;
    expect(found.map((artist: { name: string }) => artist.name)).toEqual(['Andra and The Backbone', 'Sandra Dewi']);
    const list = (await api.send('GET', '/api/v2/release/artist_list', owner.headers)).json().data;
    expect(list).toHaveLength(4);
    const stranger = await t.factories.buildSignedInUser();
    expect((await api.send('GET', '/api/v2/release/artist_list', stranger.headers)).json().data).toEqual([]);
  });

  it('falls back to the local database when Spotify is not configured', async () => {
    const owner = await t.factories.buildSignedInUser();
    await api.send('POST', '/api/v2/release/artist', owner.headers, { name: 'Hindia' });
    const response = await api.send('GET', '/api/v2/release/search_spotify_artist?q=hin', owner.headers);
    expect(response.json().data).toMatchObject({ configured: false, results: [{ name: 'Hindia' }] });
  });

  it('searches Spotify with a client-credentials token when configured', async () => {
    const owner = await spotifyApp.factories.buildSignedInUser();
    const response = await spotifyApp.app.inject({
      method: 'GET',
      url: '/api/v2/release/search_spotify_artist?q=Nadin&limit=5',
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      configured: true,
      results: [
        {
          spotify_id: '4abc',
          name: 'Nadin (Spotify)',
          image_url: 'https://i.scdn.co/x.jpg',
          followers: 12,
          genres: ['indonesian pop'],
        },
      ],
    });
    expect(seenTokens).toEqual(['Bearer fake-token']);
  });

  it('lists performer and production roles', async () => {
    const owner = await t.factories.buildSignedInUser();
    const roles = (await api.send('GET', '/api/v2/release/contributor_role_list', owner.headers)).json().data;
    expect(roles.performer).toEqual(
      expect.arrayContaining(['Vocals', 'Backing Vocals', 'Guitar', 'Bass', 'Drums', 'Piano', 'Violin']),
    );
    expect(roles.production).toEqual(
      expect.arrayContaining(['Producer', 'Mixing Engineer', 'Mastering Engineer', 'Composer', 'Lyricist']),
    );
  });
});
