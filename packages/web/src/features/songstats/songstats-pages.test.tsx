import type { SongstatsActivity, SongstatsArtist, SongstatsSource, SongstatsTrackRef } from '@irama/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/index.ts';
import { type Answer, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import { buildMe } from '../../test/render.tsx';
import SongstatsArtistPage from './songstats-artist-page.tsx';
import SongstatsTrackPage from './songstats-track-page.tsx';

vi.mock('@mantine/charts', () => import('../../test/chart-stubs.tsx'));

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const API = '/api/v5/songstats';

const source = (id: string, name: string, verified: boolean, asOf: string | null): SongstatsSource => ({
  id,
  name,
  origin: verified ? 'irama' : 'songstats',
  verified,
  metrics: ['streams', 'listeners', 'revenue'],
  as_of: asOf,
});
const SOURCES = [
  source('spotify', 'Spotify', true, '2026-11-12'),
  source('youtube', 'YouTube', true, '2026-11-10'),
  source('tiktok', 'TikTok', false, '2026-11-11'),
];
const ARTIST: SongstatsArtist = {
  id: 11,
  name: 'Nadia Putri',
  image_url: null,
  spotify_id: null,
  releases: 3,
  live_tracks: 7,
};
const TRACK: SongstatsTrackRef = {
  id: 501,
  title: 'Senja di Pantai',
  isrc: 'IDA012600001',
  artists: [{ id: 11, name: 'Nadia Putri' }],
  cover_url: null,
};
const stat = (id: string, name: string, verified: boolean, asOf: string | null, streams: number) => ({
  source: id,
  name,
  origin: verified ? 'irama' : 'songstats',
  verified,
  as_of: asOf,
  range: { from: '2026-10-16', to: asOf },
  values: { streams, revenue: 1_250_000 },
});
const STATS = [
  stat('spotify', 'Spotify', true, '2026-11-12', 1_234_567),
  stat('tiktok', 'TikTok', false, '2026-11-11', 8_900),
];
const external = (status: 'off' | 'ok' | 'failed') => ({ status });
/** A verified source's daily history: its values on 11 and 12 November. */
const dailyHistory = (id: string, name: string, asOf: string, [eleventh, twelfth]: [number, number]) => ({
  source: id,
  name,
  origin: 'irama',
  verified: true,
  as_of: asOf,
  interval: 'day',
  points: [
    { date: '2026-11-11', value: eleventh },
    { date: '2026-11-12', value: twelfth },
  ],
});
const HISTORY = {
  metric: 'streams',
  scope: 'last_28_days',
  external: external('off'),
  stats: [
    dailyHistory('spotify', 'Spotify', '2026-11-12', [100, 250]),
    dailyHistory('youtube', 'YouTube', '2026-11-10', [40, 60]),
  ],
};
const activity = (overrides: Partial<SongstatsActivity>): SongstatsActivity => ({
  id: 'a',
  kind: 'milestone',
  date: '2026-11-20',
  source: 'spotify',
  track: TRACK,
  release: null,
  metric: 'streams',
  value: null,
  threshold: null,
  baseline: null,
  country: null,
  rank: null,
  ...overrides,
});
const RECENT = [
  activity({ id: 'm', kind: 'milestone', value: 100_412, threshold: 100_000 }),
  activity({ id: 'j', kind: 'jump', value: 4_210, baseline: 1_230 }),
  activity({ id: 'c', kind: 'new_top_country', source: 'spotify', country: 'MY', rank: 4, metric: null }),
  activity({
    id: 'r',
    kind: 'release_live',
    source: null,
    track: null,
    metric: null,
    release: { id: 90, title: 'Pesisir' },
  }),
];
const TRACK_INFO = {
  ...TRACK,
  release: { id: 90, title: 'Pesisir', upc: null, release_date: '2026-10-01', status: 'success' },
  share_id: 'k3x9QpZ2',
  share_url: '/s/k3x9QpZ2',
  sources: ['spotify'],
};

function stubSongstats({
  externalStatus = 'off',
  artistStats = STATS,
  more = {} as Record<string, () => Answer>,
} = {}) {
  const stats = { scope: 'last_28_days', external: external(externalStatus as 'off'), stats: artistStats };
  return stubApi({
    [`GET ${API}/source_list`]: () => ok({ source_list: SOURCES, external: external('off') }),
    [`GET ${API}/artist_list`]: () => ok({ artist_list: [ARTIST, { ...ARTIST, id: 12, name: 'Raka' }] }),
    [`GET ${API}/artist_stats/11`]: () => ok({ ...stats, artist: ARTIST }),
    [`GET ${API}/artist_stats_history/11`]: () => ok(HISTORY),
    [`GET ${API}/artist_top_tracks/11`]: () =>
      ok({
        metric: 'streams',
        scope: 'last_28_days',
        source: 'all',
        as_of: '2026-11-12',
        top_tracks: [{ rank: 1, track: TRACK, value: 900_000, share_bps: 7_290, change_bps: 1_500 }],
      }),
    [`GET ${API}/artist_recent_activities/11`]: () => ok({ recent: RECENT }),
    [`GET ${API}/artist_audience/11`]: () =>
      ok({
        scope: 'last_28_days',
        audience: [
          {
            source: 'spotify',
            name: 'Spotify',
            as_of: '2026-11-12',
            metric: 'streams',
            countries: [{ key: 'ID', value: 900, share_bps: 9_000 }],
            age_groups: [],
            genders: [],
          },
        ],
      }),
    [`GET ${API}/artist_catalog/11`]: () => ok({ catalog: [] }),
    [`GET ${API}/track_stats/501`]: () => ok({ ...stats, track: TRACK_INFO }),
    [`GET ${API}/track_stats_history/501`]: () => ok(HISTORY),
    ...more,
  });
}

function renderSongstats(path: string, me = buildMe()) {
  return renderSignedIn(
    <Routes>
      <Route path="/analytics/songstats" element={<SongstatsArtistPage />} />
      <Route path="/analytics/songstats/track/:id" element={<SongstatsTrackPage />} />
    </Routes>,
    { path, me },
  );
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.requests.filter((call) => call.url.pathname === `${API}/${path}`);

describe('Songstats artist view', () => {
  it('shows the first artist’s figures per source, each with its as-of day and verified badge', async () => {
    stubSongstats();
    renderSongstats('/analytics/songstats');
    const spotify = await screen.findByRole('article', { name: 'Spotify' });
    expect(within(spotify).getByText('1.234.567')).toBeInTheDocument();
    expect(within(spotify).getByText('data s.d. 12 Nov 2026')).toBeInTheDocument();
    expect(within(spotify).getByText('Terverifikasi dari laporan distributor')).toBeInTheDocument();
    expect(within(spotify).getByText('Rp 1.250.000')).toBeInTheDocument();
    const tiktok = screen.getByRole('article', { name: 'TikTok' });
    expect(within(tiktok).getByText('data s.d. 11 Nov 2026')).toBeInTheDocument();
    expect(within(tiktok).queryByText('Terverifikasi dari laporan distributor')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nadia Putri' })).toBeInTheDocument();
    expect(screen.getByText('3 rilis · 7 lagu tayang')).toBeInTheDocument();
  });

  it('hands the chart each source’s history points', async () => {
    stubSongstats();
    renderSongstats('/analytics/songstats?artist=11');
    expect(await screen.findByRole('img', { name: '100, 250; 40, 60' })).toBeInTheDocument();
  });

  it('draws monthly figures by month', async () => {
    const monthly = {
      ...HISTORY,
      metric: 'paid_streams',
      stats: [{ ...HISTORY.stats[0], interval: 'month', points: [{ date: '2026-09', value: 1_191_390 }] }],
    };
    stubApi({
      [`GET ${API}/source_list`]: () => ok({ source_list: SOURCES, external: external('off') }),
      [`GET ${API}/artist_list`]: () => ok({ artist_list: [ARTIST] }),
      [`GET ${API}/artist_stats/11`]: () =>
        ok({ scope: 'last_90_days', external: external('off'), stats: STATS, artist: ARTIST }),
      [`GET ${API}/artist_stats_history/11`]: () => ok(monthly),
    });
    renderSongstats('/analytics/songstats?artist=11&metric=paid_streams&scope=last_90_days');
    expect(await screen.findByText('Per bulan, sesuai laporan bulanan toko')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '1191390' })).toBeInTheDocument();
  });

  it('asks again with the source, metric and scope the reader picks, and keeps them in the URL', async () => {
    const fetchMock = stubSongstats();
    renderSongstats('/analytics/songstats?artist=11');
    await screen.findByRole('article', { name: 'Spotify' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Sumber' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spotify · data s.d. 12 Nov 2026', hidden: true }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Ukuran' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pendapatan', hidden: true }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Rentang' }));
    await userEvent.click(await screen.findByRole('option', { name: '90 hari terakhir', hidden: true }));

    for (const path of ['artist_stats/11', 'artist_stats_history/11', 'artist_top_tracks/11']) {
      await waitFor(() => {
        const last = callsTo(fetchMock, path).at(-1)?.url.searchParams;
        expect([last?.get('source'), last?.get('metric'), last?.get('scope')]).toEqual([
          'spotify',
          'revenue',
          'last_90_days',
        ]);
      });
    }
    // The choice lives in the URL: the link to a track carries it on.
    expect(screen.getByRole('link', { name: 'Senja di Pantai' })).toHaveAttribute(
      'href',
      '/analytics/songstats/track/501?source=spotify&metric=revenue&scope=last_90_days',
    );
  });

  it('reads the recent activities as sentences', async () => {
    stubSongstats();
    renderSongstats('/analytics/songstats?artist=11');
    expect(await screen.findByText('«Senja di Pantai» melewati 100.000 streams di Spotify')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Lonjakan «Senja di Pantai» di Spotify: 4.210 streams pada 20 Nov, 3,4× rata-rata 28 hari (1.230)',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Malaysia masuk 5 negara teratas «Senja di Pantai» di Spotify (peringkat 4)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Rilis «Pesisir» tayang')).toBeInTheDocument();
  });

  it('opens a top track’s own view', async () => {
    stubSongstats();
    renderSongstats('/analytics/songstats?artist=11');
    const top = await screen.findByRole('figure', { name: 'Lagu teratas menurut Streams' });
    await userEvent.click(await within(top).findByRole('link', { name: 'Senja di Pantai' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Senja di Pantai' })).toBeInTheDocument();
    expect(screen.getByText('ISRC IDA012600001')).toBeInTheDocument();
  });

  it('writes numbers, money and dates the English way in English', async () => {
    await applyLanguage('en');
    try {
      stubSongstats();
      renderSongstats('/analytics/songstats?artist=11');
      const spotify = await screen.findByRole('article', { name: 'Spotify' });
      expect(within(spotify).getByText('1,234,567')).toBeInTheDocument();
      expect(within(spotify).getByText('data up to Nov 12, 2026')).toBeInTheDocument();
      expect(within(spotify).getByText(/^IDR\s1,250,000$/)).toBeInTheDocument();
      expect(screen.getByText('«Senja di Pantai» passed 100,000 streams on Spotify')).toBeInTheDocument();
    } finally {
      await applyLanguage('id');
    }
  });

  it('says calmly that the figures are Irama’s own while the external source fails', async () => {
    stubSongstats({ externalStatus: 'failed' });
    renderSongstats('/analytics/songstats?artist=11');
    expect(await screen.findByText('Sumber eksternal sedang tidak tersedia')).toBeInTheDocument();
  });

  it('shows no notice while the external source is simply off', async () => {
    stubSongstats();
    renderSongstats('/analytics/songstats?artist=11');
    await screen.findByRole('article', { name: 'Spotify' });
    expect(screen.queryByText('Sumber eksternal sedang tidak tersedia')).not.toBeInTheDocument();
  });

  it('says what will appear, and when, for an artist without data yet', async () => {
    stubSongstats({ artistStats: [{ ...STATS[0], as_of: null, values: {} }] as typeof STATS });
    renderSongstats('/analytics/songstats?artist=11');
    expect(
      await screen.findByText(/muncul di sini setelah laporan harian toko atau YouTube pertama/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Spotify' })).not.toBeInTheDocument();
  });
});

describe('Songstats track view', () => {
  it('copies the track’s share link', async () => {
    const fetchMock = stubSongstats();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { clipboard: { writeText } }));
    renderSongstats('/analytics/songstats/track/501');
    const url = `${window.location.origin}/s/k3x9QpZ2`;
    expect(await screen.findByRole('textbox', { name: 'Tautan bagikan' })).toHaveValue(url);
    await userEvent.click(screen.getByRole('button', { name: 'Salin tautan' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole('button', { name: 'Tersalin' })).toBeInTheDocument();
    // The clicks are the release desk's: without its key they are not asked for.
    expect(fetchMock.requests.some((call) => call.url.pathname.startsWith('/api/v2/songshare/'))).toBe(false);
  });

  it('shows the clicks its share page brought to a user with the release key, and asks nothing without it', async () => {
    const clicks = {
      track_id: 501,
      share_id: 'k3x9QpZ2',
      total: 12,
      by_store: [{ store: 'spotify', clicks: 12 }],
      by_day: [{ day: '2026-11-20', store: 'spotify', clicks: 12 }],
    };
    stubSongstats({ more: { 'GET /api/v2/songshare/clicks/501': () => ok(clicks) } });
    renderSongstats('/analytics/songstats/track/501', buildMe({ permissions: { deliveryrelease: true } }));
    expect(await screen.findByText('12 klik ke platform dari halaman bagikan')).toBeInTheDocument();
  });

  it('says a track not yet live has no share page', async () => {
    stubApi({
      [`GET ${API}/track_stats/501`]: () =>
        ok({
          scope: 'last_28_days',
          external: external('off'),
          stats: [],
          track: { ...TRACK_INFO, share_id: null, share_url: null },
        }),
    });
    renderSongstats('/analytics/songstats/track/501');
    expect(await screen.findByText(/Halaman bagikan tersedia setelah rilis/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salin tautan' })).not.toBeInTheDocument();
  });

  it('answers another company’s track like a missing one', async () => {
    stubApi({});
    renderSongstats('/analytics/songstats/track/999');
    expect(await screen.findByText('Lagu ini tidak ditemukan di katalog Anda.')).toBeInTheDocument();
  });
});
