import type {
  DspAudience,
  DspInfo,
  DspInsights,
  DspMeasures,
  DspPaidStreams,
  DspSong,
  DspTrends,
} from '@irama/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/index.ts';
import { LAST_28_DAYS } from '../../test/analytics-range.ts';
import { type Answer, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import DspAnalyticsPage from './dsp-analytics-page.tsx';
import DspSongPage from './dsp-song-page.tsx';
import SmartAnalyticsPage from './smart-analytics-page.tsx';

vi.mock('@mantine/charts', () => import('../../test/chart-stubs.tsx'));
afterEach(() => {
  vi.useRealTimers();
});

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const RANGE = LAST_28_DAYS;
const measures = (streams: number): DspMeasures => ({
  streams,
  listeners: streams / 4,
  saves: streams / 10,
  completions: streams / 2,
  complete_rate_bps: 5_000,
});
const INFO: DspInfo = {
  range: RANGE,
  has_data: true,
  totals: measures(12_000),
  previous: measures(8_000),
  streams_change_bps: 5_000,
  songs: 2,
  countries: 2,
  platforms: ['spotify', 'apple_music'],
};
const song = (isrc: string, title: string, streams: number): DspSong => ({
  isrc,
  title,
  artist: 'Nadia Putri',
  ...measures(streams),
  previous_streams: streams / 2,
  streams_change_bps: 10_000,
});
const SONGS = [song('IDA012600001', 'Senja di Pantai', 8_000), song('IDA012600002', 'Rindu Kampung', 4_000)];
const TRENDS: DspTrends = {
  range: RANGE,
  platform_id: null,
  daily: [
    { date: '2026-11-23', ...measures(400) },
    { date: '2026-11-24', ...measures(800) },
  ],
  monthly: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((date, i) => ({
    date,
    ...measures(1_000 * i),
  })),
};
const AUDIENCE: DspAudience = {
  range: RANGE,
  gender: [
    { key: 'FEMALE', value: 6, share_bps: 6_000 },
    { key: 'MALE', value: 4, share_bps: 4_000 },
  ],
  age_group: [{ key: 'AGE_18_24', value: 10, share_bps: 10_000 }],
  operating_system: [{ key: 'ANDROID', value: 10, share_bps: 10_000 }],
  traffic_source: [{ key: 'PLAYLIST', value: 10, share_bps: 10_000 }],
};
const countries = (measure: 'streams' | 'listeners') => ({
  range: RANGE,
  measure,
  countries: [
    { key: 'ID', value: 9_000, share_bps: 7_500 },
    { key: 'MY', value: 3_000, share_bps: 2_500 },
  ],
});

const store = (key: string, streams: number, paid: number, revenue: number, reason: string | null) => ({
  store: key,
  streams,
  paid_streams: paid,
  difference: streams - paid,
  revenue_idr: revenue,
  reason,
});
const PAID = {
  months: [
    {
      periode: '2026-09',
      streams: 1_673_148,
      paid_streams: 1_191_390,
      difference: 481_758,
      revenue_idr: 16_575_339,
      stores: [
        store('spotify', 1_212_000, 1_005_000, 12_721_167, null),
        store('youtube_music', 250_000, 0, 0, 'not_monetised'),
        store('apple_music', 120_000, 0, 0, 'not_reported'),
        store('deezer', 60_000, 57_000, 0, 'below_threshold'),
        store('joox', 31_148, 129_390, 3_854_172, null),
      ],
    },
    {
      periode: '2026-08',
      streams: 900,
      paid_streams: 0,
      difference: 900,
      revenue_idr: 0,
      stores: [store('langit_musik', 900, 0, 0, 'not_in_report')],
    },
  ],
  latest_published: '2026-09',
  as_of: '2026-11-24',
} as DspPaidStreams;

function stubDsp(overrides: Record<string, () => Answer> = {}) {
  return stubApi({
    'GET /api/v2/dsp/info': () => ok(INFO),
    'GET /api/v2/dsp/trends': () => ok(TRENDS),
    'GET /api/v2/dsp/top_tracks': () => ok({ range: RANGE, tracks: SONGS }),
    'GET /api/v2/dsp/songs': () => ok({ range: RANGE, results: SONGS, page: 1, limit: 10, total: 2 }),
    'GET /api/v2/dsp/stream_country': () => ok(countries('streams')),
    'GET /api/v2/dsp/listener_country': () => ok(countries('listeners')),
    'GET /api/v2/dsp/audience': () => ok(AUDIENCE),
    'GET /api/v2/dsp/paid_streams': () => ok(PAID),
    ...overrides,
  });
}

describe('DSP analytics page', () => {
  it('shows the totals against the previous period, the songs with links, countries and audience', async () => {
    stubDsp();
    renderSignedIn(<DspAnalyticsPage />, { path: '/analytics/dsp?periode=last_7_days' });
    expect(await screen.findByRole('heading', { name: 'Analitik DSP' })).toBeInTheDocument();
    expect(await screen.findByText('12.000')).toBeInTheDocument();
    expect(screen.getAllByText('+50%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Pendengar harian (rata-rata)').length).toBeGreaterThan(0);
    const link = await screen.findByRole('link', { name: 'Senja di Pantai' });
    expect(link).toHaveAttribute('href', '/analytics/dsp/song/IDA012600001?periode=last_7_days');
    expect(await screen.findByText('Stream per negara')).toBeInTheDocument();
    expect(screen.getAllByText('Indonesia').length).toBeGreaterThan(0);
    expect(await screen.findByRole('img', { name: 'Perempuan, Laki-laki' })).toBeInTheDocument();
    expect(screen.getByText('Nov 2026')).toBeInTheDocument();
  });

  it('asks the trends of the store picked', async () => {
    const fetchMock = stubDsp();
    renderSignedIn(<DspAnalyticsPage />, { path: '/analytics/dsp' });
    expect(await screen.findByText('12.000')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Platform' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Apple Music', hidden: true }));
    await vi.waitFor(() =>
      expect(
        fetchMock.requests.some(
          (call) =>
            call.url.pathname === '/api/v2/dsp/trends' && call.url.searchParams.get('platform_id') === 'apple_music',
        ),
      ).toBe(true),
    );
  });

  it('says DSP analytics need the DSP service when the API answers 404', async () => {
    stubDsp({ 'GET /api/v2/dsp/info': () => ({ status: 404, body: { code: 'not_found' } }) });
    renderSignedIn(<DspAnalyticsPage />, { path: '/analytics/dsp' });
    expect(
      await screen.findByText('Analitik DSP tersedia untuk perusahaan dengan layanan DSP atau musik.'),
    ).toBeInTheDocument();
  });
});

describe('analytics against the store reports', () => {
  const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

  it('says which count the page shows, and each store’s streams, paid streams and why one earned nothing', async () => {
    stubDsp();
    renderSignedIn(<DspAnalyticsPage />, { path: '/analytics/dsp' });
    expect(await screen.findByText('Yang dihitung di sini')).toBeInTheDocument();
    expect(
      await screen.findByText('September 2026: 1.673.148 stream, 1.191.390 dibayar (selisih 481.758)'),
    ).toBeInTheDocument();
    expect(
      within(rowOf('Spotify'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Spotify', '1.212.000', '1.005.000', '207.000', '—', 'Rp\u00a012.721.167']);
    expect(within(rowOf('YouTube Music')).getByText('Tidak dimonetisasi')).toBeInTheDocument();
    expect(within(rowOf('YouTube Music')).getByText('YouTube Music tidak membayar stream ini.')).toBeInTheDocument();
    expect(
      within(rowOf('Apple Music')).getByText('Laporan Apple Music untuk September 2026 belum terbit.'),
    ).toBeInTheDocument();
    expect(within(rowOf('Deezer')).getByText('Di bawah batas pembayaran')).toBeInTheDocument();
    expect(within(rowOf('JOOX')).getByText('-98.242')).toBeInTheDocument();
    expect(
      screen.getByText('Laporan toko terbit sampai September 2026; stream setelahnya belum dilaporkan.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Bulan laporan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Agustus 2026', hidden: true }));
    expect(await screen.findByText('Tidak ada di laporan')).toBeInTheDocument();
    expect(within(rowOf('Langit Musik')).getByText(/sudah terbit tetapi tidak memuat stream ini/)).toBeInTheDocument();
  });

  it('reads the same in English', async () => {
    await applyLanguage('en');
    try {
      stubDsp();
      renderSignedIn(<DspAnalyticsPage />, { path: '/analytics/dsp' });
      expect(
        await screen.findByText('September 2026: 1,673,148 streams, 1,191,390 paid (difference 481,758)'),
      ).toBeInTheDocument();
      expect(within(rowOf('Deezer')).getByText(/reported these streams but paid nothing yet/)).toBeInTheDocument();
      expect(screen.getByText('What is counted here')).toBeInTheDocument();
    } finally {
      await applyLanguage('id');
    }
  });

  it('says when no store report is published yet', async () => {
    stubDsp({ 'GET /api/v2/dsp/paid_streams': () => ok({ months: [], latest_published: null, as_of: '2026-11-24' }) });
    renderSignedIn(<DspAnalyticsPage />, { path: '/analytics/dsp' });
    expect(await screen.findByText(/Belum ada laporan toko yang terbit untuk perusahaan Anda/)).toBeInTheDocument();
  });
});

describe('DSP song page', () => {
  it('shows the song, its stores and its audience', async () => {
    const info = {
      range: RANGE,
      isrc: 'IDA012600001',
      title: 'Senja di Pantai',
      artist: 'Nadia Putri',
      first_day: '2026-01-05',
      totals: measures(8_000),
      previous: measures(4_000),
      streams_change_bps: 10_000,
      platforms: ['spotify'],
    };
    const base = '/api/v2/dsp/song/IDA012600001';
    stubApi({
      [`GET ${base}/info`]: () => ok(info),
      [`GET ${base}/trends`]: () => ok(TRENDS),
      [`GET ${base}/platforms`]: () =>
        ok({ range: RANGE, platforms: [{ platform: 'spotify', ...measures(8_000), share_bps: 10_000 }] }),
      [`GET ${base}/stream_country`]: () => ok(countries('streams')),
      [`GET ${base}/listener_country`]: () => ok(countries('listeners')),
      [`GET ${base}/audience`]: () => ok(AUDIENCE),
      [`GET ${base}/paid_streams`]: () => ok(PAID),
    });
    renderSignedIn(<DspSongPage />, {
      path: '/analytics/dsp/song/IDA012600001',
      routePath: '/analytics/dsp/song/:isrc',
    });
    expect(await screen.findByRole('heading', { name: 'Senja di Pantai' })).toBeInTheDocument();
    expect(screen.getByText('ISRC IDA012600001')).toBeInTheDocument();
    const stores = (await screen.findByText('Per platform')).closest('figure') as HTMLElement;
    expect(await within(stores).findByText('Spotify')).toBeInTheDocument();
    expect(within(stores).getByText('100%')).toBeInTheDocument();
    expect(await screen.findByText(/1\.212\.000/)).toBeInTheDocument();
    expect(screen.getByText('Yang dihitung di sini')).toBeInTheDocument();
  });

  it('says the song is not the company’s on 404', async () => {
    stubApi({});
    renderSignedIn(<DspSongPage />, {
      path: '/analytics/dsp/song/IDB012600009',
      routePath: '/analytics/dsp/song/:isrc',
    });
    expect(await screen.findByText('Lagu ini tidak ditemukan di katalog perusahaan Anda.')).toBeInTheDocument();
  });
});

describe('Smart Analytics page', () => {
  const INSIGHTS: DspInsights = {
    range: { ...RANGE, filter_periode: 'last_7_days' },
    has_data: true,
    thresholds: {
      min_streams: 100,
      growth_min_bps: 2_000,
      drop_min_bps: 3_000,
      breakout_min_gain_bps: 1_000,
      min_releases: 3,
    },
    computed_at: '2026-11-26T01:00:00.000Z',
    insights: [
      {
        kind: 'growth',
        isrc: 'IDA012600001',
        title: 'Senja di Pantai',
        artist: null,
        streams: 740,
        previous_streams: 180,
        change_bps: 31_111,
      },
      {
        kind: 'breakout',
        isrc: 'IDA012600002',
        title: 'Rindu Kampung',
        artist: null,
        country: 'MY',
        streams: 280,
        previous_streams: 0,
        share_bps: 4_545,
        previous_share_bps: 0,
      },
      {
        kind: 'drop',
        subject: 'platform',
        key: 'apple_music',
        platform: null,
        title: null,
        artist: null,
        streams: 56,
        previous_streams: 560,
        change_bps: -9_000,
      },
      { kind: 'best_release_day', basis: 'daily_streams', weekday: 5, average_streams: 236, samples: 1 },
    ],
  };

  it('shows a tip while the insights load, then each insight with its numbers', async () => {
    let answer: (value: Answer) => void = () => {};
    const pending = new Promise<Answer>((resolve) => {
      answer = resolve;
    });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const answers: Record<string, Answer> = {
        '/api/v2/dsp/paid_streams': ok({ months: [], latest_published: null, as_of: '2026-11-24' }),
      };
      const body =
        url.pathname === '/api/v2/dsp/insights'
          ? await pending
          : (answers[url.pathname] ?? { status: 200, body: { data: {} } });
      return new Response(JSON.stringify(body.body), {
        status: body.status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSignedIn(<SmartAnalyticsPage />, { path: '/analytics/smart-analytics?periode=last_7_days' });
    expect(await screen.findByText('Menganalisis data Anda…')).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
    await act(async () => answer(ok(INSIGHTS)));
    expect(await screen.findByText('Senja di Pantai tumbuh +311,1%')).toBeInTheDocument();
    expect(screen.getByText('740 stream pada periode ini, dibanding 180 pada periode sebelumnya.')).toBeInTheDocument();
    expect(screen.getByText('Rindu Kampung naik daun di Malaysia')).toBeInTheDocument();
    expect(screen.getByText('Stream di Apple Music turun 90%')).toBeInTheDocument();
    expect(screen.getByText('Hari rilis terbaik: Jumat')).toBeInTheDocument();
    expect(screen.getByText(/turun lebih dari 30%/)).toBeInTheDocument();
  });

  it('rotates its tips', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { LoadingTips } = await import('./components/loading-tips.tsx');
    stubApi({});
    renderSignedIn(<LoadingTips seconds={1} />);
    const first = (await screen.findByRole('status')).textContent;
    await act(async () => vi.advanceTimersByTime(1_100));
    expect(screen.getByRole('status').textContent).not.toBe(first);
  });
});
