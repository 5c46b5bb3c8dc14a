import type { Dashboard } from '@irama/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/index.ts';
import { LAST_28_DAYS } from '../../test/analytics-range.ts';
import { type Answer, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import { buildMe } from '../../test/render.tsx';
import DashboardPage from './dashboard-page.tsx';

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const RANGE = LAST_28_DAYS;
const content = (id: number, kind: 'banner' | 'instagram' | 'tiktok' | 'article', title: string, titleEn = '') => ({
  id,
  kind,
  title,
  title_en: titleEn,
  summary: '',
  summary_en: '',
  image_url: null,
  link_url: null,
  published_on: '2026-11-20',
  starts_on: null,
  ends_on: null,
  position: 0,
});

const FULL: Dashboard = {
  performance: {
    youtube_revenue: { period: '2026-09', previous_period: '2026-08', value: 34_460_784, previous_value: 24_572_594 },
    youtube_views: { range: { ...RANGE, filter_periode: 'this_month' }, value: 1_000, previous_value: 800 },
    dsp_revenue: { period: '2026-09', previous_period: '2026-08', value: 16_000_000, previous_value: 20_000_000 },
    dsp_streams: { period: '2026-09', previous_period: null, value: 5_000, previous_value: 0 },
  },
  summary: {
    has_youtube: true,
    has_dsp: true,
    periods: [
      { periode: '2026-08', youtube_nett_idr: 24_572_594, dsp_nett_idr: 20_000_000 },
      { periode: '2026-09', youtube_nett_idr: 34_460_784, dsp_nett_idr: 16_000_000 },
    ],
  },
  top_music: {
    range: RANGE,
    results: [
      {
        id: 'IDA012600001',
        title: 'Sawah',
        artist: 'Nadia Putri',
        views: 2_000,
        previous_views: 1_000,
        change_bps: 10_000,
      },
    ],
  },
  top_video: { range: null, results: [] },
  releases: {
    total: 2,
    by_status: { draft: 1, ready: 0, on_progress: 0, success: 1, rejected: 0, taken_down: 0 },
    next_release_date: '2026-12-04',
    recent: [],
  },
  banners: [content(1, 'banner', 'Rilis lagu baru ke 42 toko', 'Release new songs to 42 stores')],
  social: {
    instagram: [content(2, 'instagram', 'Di balik layar rekaman')],
    tiktok: [],
    article: [],
  },
  announcements: [
    {
      id: 7,
      title: 'Laporan YouTube terbit',
      title_en: 'YouTube report out',
      summary: 'Laporan periode terbaru…',
      summary_en: 'The latest report…',
      content: 'Laporan periode terbaru kini dapat dilihat.\n\nPendapatan ditransfer akhir bulan.',
      content_en: 'The latest report can now be read.\n\nRevenue is transferred at the end of the month.',
      is_important: true,
      published_at: '2026-11-25T03:00:00Z',
    },
  ],
};

describe('Home', () => {
  it('fills every card from one dashboard call', async () => {
    const api = stubApi({
      'GET /api/v2/dashboard': () => ok(FULL),
      'GET /api/v2/ideas/announcement/7': () => ok(FULL.announcements[0]),
    });
    renderSignedIn(<DashboardPage />);
    const performance = await screen.findByRole('region', { name: 'Performa' });
    expect(within(performance).getByText('Pendapatan YouTube')).toBeInTheDocument();
    expect(within(performance).getByText('+40,2%')).toBeInTheDocument();
    expect(within(performance).getByText('-20%')).toBeInTheDocument();
    expect(within(performance).getAllByText('Sep 2026 dibanding Agu 2026')).toHaveLength(2);
    const top = screen.getByRole('region', { name: 'Musik dan video teratas' });
    expect(within(top).getByText('Sawah')).toBeInTheDocument();
    expect(within(top).getByText('Belum ada data tayangan video Anda.')).toBeInTheDocument();
    const releases = screen.getByRole('region', { name: 'Rilis dan katalog' });
    expect(within(releases).getByText('Belum ada rilis. Mulai dari menu Rilis.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Fitur unggulan' })).toHaveTextContent('Rilis lagu baru ke 42 toko');
    expect(screen.getByText('Di balik layar rekaman')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ringkasan laporan' })).toHaveTextContent('September 2026');

    await userEvent.click(screen.getByRole('button', { name: /Laporan YouTube terbit/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Pendapatan ditransfer akhir bulan.')).toBeInTheDocument();
    const calls = api.requests.map((call) => call.url.pathname).filter((path) => path.startsWith('/api/v2/'));
    expect(calls).toEqual(['/api/v2/dashboard', '/api/v2/ideas/announcement/7']);
  });

  it('shows staff content in English, and in Indonesian where staff wrote no English', async () => {
    await applyLanguage('en');
    try {
      stubApi({
        'GET /api/v2/dashboard': () => ok(FULL),
        'GET /api/v2/ideas/announcement/7': () => ok(FULL.announcements[0]),
      });
      renderSignedIn(<DashboardPage />);
      expect(await screen.findByRole('list', { name: 'Featured' })).toHaveTextContent('Release new songs to 42 stores');
      expect(screen.getByText('Di balik layar rekaman')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /YouTube report out/ }));
      const dialog = await screen.findByRole('dialog', { name: 'YouTube report out' });
      expect(await within(dialog).findByText('Revenue is transferred at the end of the month.')).toBeInTheDocument();
    } finally {
      await applyLanguage('id');
    }
  });

  it('leaves out the cards a company has no part in', async () => {
    stubApi({
      'GET /api/v2/dashboard': () =>
        ok({
          ...FULL,
          performance: { youtube_revenue: null, youtube_views: null, dsp_revenue: null, dsp_streams: null },
          summary: null,
          top_music: null,
          top_video: null,
          releases: null,
          announcements: [],
        }),
    });
    renderSignedIn(<DashboardPage />, { me: buildMe({ services: ['entertainment'] }) });
    expect(await screen.findByRole('region', { name: 'Pengumuman' })).toHaveTextContent('Belum ada pengumuman.');
    for (const name of ['Performa', 'Ringkasan laporan', 'Musik dan video teratas', 'Rilis dan katalog']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
  });

  it('shows skeletons while loading, then the error with a retry that works', async () => {
    let fails = true;
    stubApi({
      'GET /api/v2/dashboard': () => (fails ? { status: 500, body: { code: 'internal' } } : ok(FULL)),
    });
    renderSignedIn(<DashboardPage />);
    expect(screen.getByLabelText('Memuat…')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Coba lagi' });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fails = false;
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Performa' })).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
