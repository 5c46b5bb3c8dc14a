import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, daysBetween } from '@irama/contracts';

/** The track and the artist the stub knows; any other ISRC or Spotify id answers 404. */
export const STUB_ISRC = 'IDA012600001';
export const STUB_SPOTIFY_ARTIST_ID = '4sTQVOfp9vEMCemLw50sbu';
/** The stub's data ends this many days before the `end_date` asked, as Songstats' arrives late. */
export const STUB_LAG_DAYS = 2;

/**
 * How the stub answers: `ok` with the fixtures, `error` a 500, `hang` never (until it closes),
 * `garbage` a 200 that is not JSON, `malformed` JSON of the wrong shape.
 */
export type StubMode = 'ok' | 'error' | 'hang' | 'garbage' | 'malformed';

export type StubCall = { path: string; query: Record<string, string>; apikey: string | undefined };

/** Daily growth of the cumulative figures and the levels, so tests can work out what a period adds up to. */
export const STUB_DAILY = {
  spotifyStreams: 1_000,
  youtubeVideoViews: 300,
  youtubeShortViews: 200,
  tiktokViews: 5_000,
  monthlyListeners: 250_000,
  playlists: 40,
};
const FIRST_DAY = '2026-01-01';
const START = { spotifyStreams: 50_000, youtubeVideoViews: 9_000, youtubeShortViews: 1_000, tiktokViews: 100_000 };

/** The figures of one day; `artist` adds an artist's fields. Shazam's field is one Irama does not read. */
function dayFields(date: string, artist: boolean) {
  const n = daysBetween(FIRST_DAY, date);
  return {
    spotify: {
      streams_total: START.spotifyStreams + n * STUB_DAILY.spotifyStreams,
      playlists_current: STUB_DAILY.playlists,
      popularity_current: 57,
      ...(artist ? { monthly_listeners_current: STUB_DAILY.monthlyListeners, followers_total: 81_234 } : {}),
    },
    youtube: {
      video_views_total: START.youtubeVideoViews + n * STUB_DAILY.youtubeVideoViews,
      short_views_total: START.youtubeShortViews + n * STUB_DAILY.youtubeShortViews,
    },
    // Songstats sometimes sends counts as text.
    tiktok: { views_total: String(START.tiktokViews + n * STUB_DAILY.tiktokViews), videos_total: 312 },
    shazam: { shazams_total: 4_321 },
  };
}

/** The last day of the fixtures: the stub's "today" is 2026-11-29. */
export const STUB_LAST_DAY = '2026-11-27';

function currentStats(artist: boolean) {
  return {
    result: 'success',
    message: 'Data Retrieved.',
    stats: Object.entries(dayFields(STUB_LAST_DAY, artist)).map(([source, data]) => ({ source, data })),
  };
}

function historicStats(query: Record<string, string>, artist: boolean) {
  const last = query.end_date ? addDays(query.end_date, -STUB_LAG_DAYS) : STUB_LAST_DAY;
  const first = query.start_date && query.start_date > FIRST_DAY ? query.start_date : FIRST_DAY;
  const days = Array.from({ length: Math.max(daysBetween(first, last) + 1, 0) }, (_, i) => addDays(first, i));
  const sources = ['spotify', 'youtube', 'tiktok', 'shazam'] as const;
  return {
    result: 'success',
    message: 'Data Retrieved.',
    stats: sources.map((source) => ({
      source,
      data: { history: days.map((date) => ({ date, ...dayFields(date, artist)[source] })) },
    })),
  };
}

const SOURCES = {
  result: 'success',
  sources: [
    { source: 'spotify', name: 'Spotify' },
    { source: 'youtube', name: 'YouTube' },
    { source: 'tiktok', name: 'TikTok' },
    { source: 'shazam', name: 'Shazam' },
  ],
};

/** The answer to a call in `ok` mode: a status and a body. */
function answerOf(path: string, query: Record<string, string>): [number, unknown] {
  const isTrack = path.startsWith('/tracks/');
  const isKnown = isTrack ? query.isrc === STUB_ISRC : query.spotify_artist_id === STUB_SPOTIFY_ARTIST_ID;
  if (path === '/info/sources') return [200, SOURCES];
  if (!['/tracks/stats', '/tracks/historic_stats', '/artists/stats', '/artists/historic_stats'].includes(path)) {
    return [404, { result: 'error', message: 'Not found.' }];
  }
  if (!isKnown) return [404, { result: 'error', message: isTrack ? 'Track not found.' : 'Artist not found.' }];
  return [200, path.endsWith('/historic_stats') ? historicStats(query, !isTrack) : currentStats(!isTrack)];
}

/**
 * A local stand-in for the Songstats Enterprise API on 127.0.0.1 (any free port), under
 * `/enterprise/v1`. It answers the calls Irama makes with realistic fixtures, fails as `mode` says,
 * and records every call that reaches it.
 */
export async function startSongstatsStub() {
  let mode: StubMode = 'ok';
  const calls: StubCall[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const path = url.pathname.replace(/^\/enterprise\/v1/, '');
    const apikey = request.headers.apikey;
    calls.push({
      path,
      query: Object.fromEntries(url.searchParams),
      apikey: typeof apikey === 'string' ? apikey : undefined,
    });
    if (mode === 'hang') return;
    if (mode === 'error') {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ result: 'error', message: 'Internal error.' }));
      return;
    }
    if (mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Bad gateway</body></html>');
      return;
    }
    const [status, body] =
      mode === 'malformed'
        ? [200, { result: 'success', stats: { spotify: 12 } }]
        : answerOf(path, Object.fromEntries(url.searchParams));
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/enterprise/v1`,
    calls,
    setMode(next: StubMode) {
      mode = next;
    },
    close() {
      // A hanging call keeps its connection open; close it rather than wait for it.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type SongstatsStub = Awaited<ReturnType<typeof startSongstatsStub>>;
