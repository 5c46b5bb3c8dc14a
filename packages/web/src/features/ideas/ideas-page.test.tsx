import type { IdeaContent, IdeaContentKind } from '@irama/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAST_28_DAYS } from '../../test/analytics-range.ts';
import { type Answer, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import { buildMe } from '../../test/render.tsx';
import IdeasPage from './ideas-page.tsx';

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const content = (id: number, kind: IdeaContentKind, title: string): IdeaContent => ({
  id,
  kind,
  title,
  title_en: '',
  summary: '',
  summary_en: '',
  image_url: null,
  link_url: kind === 'banner' ? '/release' : 'https://example.com/post',
  published_on: '2026-11-20',
  starts_on: null,
  ends_on: null,
  position: 0,
});
const page = (...results: IdeaContent[]) => ok({ results, page: 1, limit: 10, total: results.length });
const RANGE = LAST_28_DAYS;
const rising = (id: string, title: string) => ({
  range: RANGE,
  results: [{ id, title, artist: 'Nadia Putri', views: 2_000, previous_views: 1_000, change_bps: 10_000 }],
});

function stubIdeas(overrides: Record<string, () => Answer> = {}) {
  return stubApi({
    'GET /api/v2/ideas/banners': () => page(content(1, 'banner', 'Rilis ke 42 toko')),
    'GET /api/v2/ideas/recommendations/top_video': () =>
      ok({
        range: RANGE,
        results: [
          ...rising('vid-1', 'Sawah (Official Video)').results,
          {
            id: 'vid-2',
            title: 'Malam Minggu',
            artist: 'Bayu Samudra',
            upload: { by: 'Rizky Akustik', kind: 'cover' },
            views: 1_500,
            previous_views: 1_000,
            change_bps: 5_000,
          },
        ],
      }),
    'GET /api/v2/ideas/recommendations/top_music': () => ok(rising('IDA012600001', 'Sawah')),
    'GET /api/v2/ideas/recommendations/hot_topic': () => page(content(2, 'hot_topic', 'Lagu daerah naik daun')),
    'GET /api/v2/ideas/ide_trending_video': () => page(content(3, 'trending_video', 'Cover akustik 30 detik')),
    'GET /api/v2/ideas/widget/instagram': () => page(content(4, 'instagram', 'Di balik layar rekaman')),
    'GET /api/v2/ideas/widget/tiktok': () => page(),
    'GET /api/v2/ideas/widget/article': () => page(content(5, 'article', 'Cara membaca laporan DSP')),
    'GET /api/v2/ideas/announcements': () =>
      ok({
        results: [
          {
            id: 7,
            title: 'Laporan YouTube terbit',
            summary: 'Periode terbaru dapat dilihat.',
            content: 'Periode terbaru dapat dilihat.',
            is_important: false,
            published_at: '2026-11-20T03:00:00.000Z',
          },
        ],
        page: 1,
        limit: 5,
        total: 1,
      }),
    ...overrides,
  });
}

const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('Ideas', () => {
  it('shows every part from its own endpoint: banners, both rising lists, topics, trends, widgets, news', async () => {
    const api = stubIdeas();
    renderSignedIn(<IdeasPage />);

    expect(await screen.findByText('Rilis ke 42 toko')).toBeInTheDocument();
    expect(await screen.findByText('Sawah (Official Video)')).toBeInTheDocument();
    // Someone else's upload of the partner's song says whose it is, under the song's one artist.
    expect(await screen.findByText('Cover oleh Rizky Akustik')).toBeInTheDocument();
    expect(screen.getByText('Bayu Samudra')).toBeInTheDocument();
    expect(await screen.findByText('Sawah')).toBeInTheDocument();
    expect(await screen.findByText('Lagu daerah naik daun')).toBeInTheDocument();
    expect(await screen.findByText('Cover akustik 30 detik')).toBeInTheDocument();
    expect(await screen.findByText('Di balik layar rekaman')).toBeInTheDocument();
    expect(await screen.findByText('Cara membaca laporan DSP')).toBeInTheDocument();
    expect(await screen.findByText('Laporan YouTube terbit')).toBeInTheDocument();
    // An empty widget says so rather than showing nothing.
    expect(within(section('TikTok')).getByText('Belum ada unggahan.')).toBeInTheDocument();
    const paths = new Set(api.requests.map((call) => call.url.pathname));
    expect(paths).toContain('/api/v2/ideas/widget/tiktok');
  });

  it('asks only for the rising lists of the services the company takes', async () => {
    const api = stubIdeas();
    renderSignedIn(<IdeasPage />, { me: buildMe({ services: ['youtube'] }) });

    expect(await screen.findByText('Sawah (Official Video)')).toBeInTheDocument();
    // Someone else's upload of the partner's song says whose it is, under the song's one artist.
    expect(await screen.findByText('Cover oleh Rizky Akustik')).toBeInTheDocument();
    expect(screen.getByText('Bayu Samudra')).toBeInTheDocument();
    expect(screen.queryByText('Musik yang sedang naik')).not.toBeInTheDocument();
    expect(api.requests.some((call) => call.url.pathname.endsWith('/top_music'))).toBe(false);
  });

  it('keeps the rest of the page when one part fails', async () => {
    stubIdeas({
      'GET /api/v2/ideas/recommendations/hot_topic': () => ({ status: 500, body: { code: 'internal' } }),
    });
    renderSignedIn(<IdeasPage />);

    expect(await screen.findByText('Cover akustik 30 detik')).toBeInTheDocument();
    expect(await within(section('Topik hangat')).findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Lagu daerah naik daun')).not.toBeInTheDocument();
  });
});
