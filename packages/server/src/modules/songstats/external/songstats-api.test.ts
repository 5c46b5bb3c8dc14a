import { addDays, daysBetween } from '@irama/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type SongstatsStub,
  STUB_DAILY,
  STUB_ISRC,
  STUB_LAST_DAY,
  STUB_SPOTIFY_ARTIST_ID,
  startSongstatsStub,
} from '../../../../test/support/songstats-stub.ts';
import { loadConfig } from '../../../config.ts';
import { BREAKER_FAILURES, BREAKER_PAUSE_MS } from './circuit-breaker.ts';
import { createSongstatsApi, songstatsProviderFrom } from './songstats-api.ts';

// 12:00 in Jakarta on the stub's "today": its data reaches two days before.
const TODAY = '2026-11-29';
const NOON_WIB = Date.parse(`${TODAY}T05:00:00Z`);
const CACHE_MS = 10 * 60_000;

let stub: SongstatsStub;
beforeAll(async () => {
  stub = await startSongstatsStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.setMode('ok');
  stub.calls.length = 0;
});

/** A client of the stub whose clock the test moves. */
function client(timeoutMs = 3_000) {
  const clock = { now: NOON_WIB };
  const api = createSongstatsApi({
    apiKey: 'test-key',
    baseUrl: stub.url,
    timeoutMs,
    cacheMs: CACHE_MS,
    now: () => clock.now,
  });
  return { api, clock };
}

const daysSinceStart = daysBetween('2026-01-01', STUB_LAST_DAY);
const dailyViews = STUB_DAILY.youtubeVideoViews + STUB_DAILY.youtubeShortViews;

describe('the Songstats API client', () => {
  it('lists the sources that carry Irama’s metrics, as songstats:<source>', async () => {
    const { api } = client();
    expect(await api.sources()).toEqual({
      status: 'ok',
      value: [
        { id: 'songstats:spotify', name: 'Spotify', metrics: ['streams', 'listeners', 'playlists'] },
        { id: 'songstats:youtube', name: 'YouTube', metrics: ['views'] },
        { id: 'songstats:tiktok', name: 'TikTok', metrics: ['views'] },
      ],
    });
    expect(stub.calls).toEqual([{ path: '/info/sources', query: {}, apikey: 'test-key' }]);
  });

  it('maps a track’s all-time figures from current stats, sending the key', async () => {
    const { api } = client();
    const answer = await api.trackStats(STUB_ISRC, 'all_time');
    expect(answer).toEqual({
      status: 'ok',
      value: [
        {
          source: 'songstats:spotify',
          name: 'Spotify',
          asOf: null,
          values: { streams: 50_000 + daysSinceStart * STUB_DAILY.spotifyStreams, playlists: STUB_DAILY.playlists },
        },
        {
          source: 'songstats:youtube',
          name: 'YouTube',
          asOf: null,
          values: { views: 10_000 + daysSinceStart * dailyViews },
        },
        {
          source: 'songstats:tiktok',
          name: 'TikTok',
          asOf: null,
          values: { views: 100_000 + daysSinceStart * STUB_DAILY.tiktokViews },
        },
      ],
    });
    expect(stub.calls).toEqual([
      { path: '/tracks/stats', query: { isrc: STUB_ISRC, source: 'all' }, apikey: 'test-key' },
    ]);
  });

  it('gives a period’s growth and average level, ending at the day the data reaches', async () => {
    const { api } = client();
    const answer = await api.artistStats(STUB_SPOTIFY_ARTIST_ID, 'last_28_days');
    expect(answer).toEqual({
      status: 'ok',
      value: [
        {
          source: 'songstats:spotify',
          name: 'Spotify',
          asOf: STUB_LAST_DAY,
          values: {
            streams: 28 * STUB_DAILY.spotifyStreams,
            listeners: STUB_DAILY.monthlyListeners,
            playlists: STUB_DAILY.playlists,
          },
        },
        { source: 'songstats:youtube', name: 'YouTube', asOf: STUB_LAST_DAY, values: { views: 28 * dailyViews } },
        {
          source: 'songstats:tiktok',
          name: 'TikTok',
          asOf: STUB_LAST_DAY,
          values: { views: 28 * STUB_DAILY.tiktokViews },
        },
      ],
    });
    expect(stub.calls.map((call) => [call.path, call.query])).toEqual([
      [
        '/artists/historic_stats',
        {
          spotify_artist_id: STUB_SPOTIFY_ARTIST_ID,
          source: 'all',
          start_date: addDays(TODAY, -35),
          end_date: TODAY,
        },
      ],
    ]);
  });

  it('gives each source’s daily history of a metric, oldest first', async () => {
    const { api } = client();
    const answer = await api.trackHistory(STUB_ISRC, 'views', 'last_7_days');
    const week = Array.from({ length: 7 }, (_, i) => addDays(STUB_LAST_DAY, i - 6));
    expect(answer).toEqual({
      status: 'ok',
      value: [
        {
          source: 'songstats:youtube',
          name: 'YouTube',
          asOf: STUB_LAST_DAY,
          points: week.map((date) => ({ date, value: dailyViews })),
        },
        {
          source: 'songstats:tiktok',
          name: 'TikTok',
          asOf: STUB_LAST_DAY,
          points: week.map((date) => ({ date, value: STUB_DAILY.tiktokViews })),
        },
      ],
    });
    const listeners = await api.artistHistory(STUB_SPOTIFY_ARTIST_ID, 'listeners', 'all_time');
    expect(listeners.status === 'ok' && listeners.value.map((history) => history.source)).toEqual([
      'songstats:spotify',
    ]);
    expect(listeners.status === 'ok' && listeners.value[0]?.points.length).toBe(daysSinceStart + 1);
  });

  it('answers nothing, without counting a failure, for a track or artist Songstats does not follow', async () => {
    const { api } = client();
    for (let i = 0; i < BREAKER_FAILURES + 1; i++) {
      expect(await api.trackStats(`IDA01260000${i + 2}`, 'all_time')).toEqual({ status: 'ok', value: [] });
    }
    expect(await api.artistHistory('unknown', 'streams', 'last_7_days')).toEqual({ status: 'ok', value: [] });
    expect((await api.trackStats(STUB_ISRC, 'all_time')).status).toBe('ok');
  });

  it('fails quickly when Songstats does not answer in time', async () => {
    stub.setMode('hang');
    const { api } = client(200);
    const started = performance.now();
    expect(await api.trackStats(STUB_ISRC, 'last_7_days')).toEqual({ status: 'failed' });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('fails on an error status, on an answer that is not JSON and on JSON of the wrong shape', async () => {
    const { api } = client();
    for (const mode of ['error', 'garbage', 'malformed'] as const) {
      stub.setMode(mode);
      expect(await api.trackStats(STUB_ISRC, 'all_time')).toEqual({ status: 'failed' });
      expect(await api.sources()).toEqual({ status: 'failed' });
    }
  });

  it('keeps a successful answer per URL for the cache time, and never a failure', async () => {
    const { api, clock } = client();
    const first = await api.trackStats(STUB_ISRC, 'last_28_days');
    // The history of the same period is the same URL.
    await api.trackHistory(STUB_ISRC, 'streams', 'last_28_days');
    expect(await api.trackStats(STUB_ISRC, 'last_28_days')).toEqual(first);
    expect(stub.calls).toHaveLength(1);
    await api.trackStats(STUB_ISRC, 'last_7_days');
    expect(stub.calls).toHaveLength(2);
    clock.now += CACHE_MS;
    await api.trackStats(STUB_ISRC, 'last_28_days');
    expect(stub.calls).toHaveLength(3);

    stub.setMode('error');
    expect((await api.sources()).status).toBe('failed');
    stub.setMode('ok');
    expect((await api.sources()).status).toBe('ok');
    expect((await api.sources()).status).toBe('ok');
    expect(stub.calls.map((call) => call.path).filter((path) => path === '/info/sources')).toHaveLength(2);
  });

  it('stops calling after 5 failures in a row, tries once after a minute, and closes when that works', async () => {
    const { api, clock } = client();
    stub.setMode('error');
    for (let i = 0; i < BREAKER_FAILURES; i++) expect((await api.sources()).status).toBe('failed');
    expect(stub.calls).toHaveLength(BREAKER_FAILURES);

    stub.setMode('ok');
    clock.now += BREAKER_PAUSE_MS - 1;
    expect(await api.trackStats(STUB_ISRC, 'all_time')).toEqual({ status: 'failed' });
    expect(stub.calls).toHaveLength(BREAKER_FAILURES);

    clock.now += 1;
    expect((await api.trackStats(STUB_ISRC, 'all_time')).status).toBe('ok');
    expect((await api.sources()).status).toBe('ok');
    expect(stub.calls).toHaveLength(BREAKER_FAILURES + 2);
  });

  it('pauses for another minute when the trial call fails', async () => {
    const { api, clock } = client();
    stub.setMode('error');
    for (let i = 0; i < BREAKER_FAILURES; i++) await api.sources();
    clock.now += BREAKER_PAUSE_MS;
    expect((await api.sources()).status).toBe('failed');
    expect(stub.calls).toHaveLength(BREAKER_FAILURES + 1);
    stub.setMode('ok');
    expect((await api.sources()).status).toBe('failed');
    expect(stub.calls).toHaveLength(BREAKER_FAILURES + 1);
  });

  it('keeps its breaker to itself: another client still calls', async () => {
    const first = client();
    stub.setMode('error');
    for (let i = 0; i < BREAKER_FAILURES; i++) await first.api.sources();
    stub.setMode('ok');
    expect((await client().api.sources()).status).toBe('ok');
    expect((await first.api.sources()).status).toBe('failed');
  });
});

describe('songstatsProviderFrom', () => {
  it('is off without SONGSTATS_API_KEY, and calls nothing', () => {
    expect(songstatsProviderFrom(loadConfig({ DATA_DIR: '/srv/irama' }))).toBeUndefined();
    expect(songstatsProviderFrom(loadConfig({ DATA_DIR: '/srv/irama', SONGSTATS_API_KEY: '' }))).toBeUndefined();
  });

  it('reads the key, the address and the time limits from the configuration', async () => {
    const config = loadConfig({
      DATA_DIR: '/srv/irama',
      SONGSTATS_API_KEY: 'from-env',
      SONGSTATS_URL: stub.url,
      SONGSTATS_TIMEOUT_MS: '250',
    });
    expect(config.songstats).toEqual({ apiKey: 'from-env', url: stub.url, timeoutMs: 250, cacheMs: CACHE_MS });
    const provider = songstatsProviderFrom(config);
    expect((await provider?.sources())?.status).toBe('ok');
    expect(stub.calls.map((call) => call.apikey)).toEqual(['from-env']);
  });

  it('defaults to the real address, a 3-second limit and a 10-minute cache', () => {
    expect(loadConfig({ DATA_DIR: '/srv/irama' }).songstats).toEqual({
      apiKey: undefined,
      url: 'https://api.songstats.com/enterprise/v1',
      timeoutMs: 3_000,
      cacheMs: CACHE_MS,
    });
    expect(() => loadConfig({ SONGSTATS_TIMEOUT_MS: '0' })).toThrow(/SONGSTATS_TIMEOUT_MS/);
  });
});
