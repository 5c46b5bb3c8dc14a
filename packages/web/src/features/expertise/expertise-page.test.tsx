import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../test/api-stub.tsx';
import ExpertisePage from './expertise-page.tsx';
import { buildCourse, buildMe, LocationProbe, ok, pageOf, renderSignedIn, stubApi } from './test-support.tsx';

const me = buildMe({ permissions: { expertise: true } });
const metadata = buildCourse();
const royalties = buildCourse({
  id: 12,
  title: 'Royalti streaming',
  title_en: 'Streaming royalties',
  topic: { id: 3, name: 'Royalti', name_en: 'Royalties' },
  progress: { watched: 1, total: 4 },
});
const contentId = buildCourse({
  id: 13,
  title: 'Dasar Content ID',
  title_en: 'Content ID basics',
  is_mandatory: true,
  progress: { watched: 3, total: 3 },
});

/** Every call the page makes, answered with one course in each place unless a test says otherwise. */
function stubExpertise(overrides: Record<string, Handler> = {}) {
  return stubApi({
    'GET /api/v2/expertise/featured': () => ok([metadata]),
    'GET /api/v2/expertise/suggested': () =>
      ok([{ reason: 'release_rejected', since: '2026-11-20T03:00:00Z', course: metadata }]),
    'GET /api/v2/expertise/watchlist': () => ok([]),
    'GET /api/v2/expertise/topics': () =>
      ok([
        { id: 2, name: 'Metadata', name_en: 'Metadata', course_count: 4 },
        { id: 3, name: 'Royalti', name_en: 'Royalties', course_count: 2 },
      ]),
    'GET /api/v2/expertise/courses': (_init, url) =>
      url.searchParams.get('filter') === 'is_mandatory'
        ? pageOf([contentId], { total: 5 })
        : pageOf([metadata, royalties, contentId], { total: 7 }),
    ...overrides,
  });
}

function renderPage({ path = '/expertise', role = 'admin' }: { path?: string; role?: 'admin' | 'owner' } = {}) {
  renderSignedIn(
    <>
      <ExpertisePage />
      <LocationProbe />
    </>,
    { path, me, role },
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const courseListCalls = (requests: { url: URL }[]) =>
  requests
    .filter((call) => call.url.pathname === '/api/v2/expertise/courses')
    .map((call) => call.url.searchParams)
    .filter((query) => query.get('filter') !== 'is_mandatory' || query.has('q') || query.get('page') !== '1');
const lastListCall = (requests: { url: URL }[]) => courseListCalls(requests).at(-1);

describe('Expertise page', () => {
  it('shows featured, suggested (with the reason), mandatory and all courses, each with its progress', async () => {
    stubExpertise();
    renderPage();

    const featured = await screen.findByRole('list', { name: 'Kelas unggulan' });
    expect(within(featured).getByRole('article', { name: 'Metadata rilis yang rapi' })).toBeInTheDocument();
    const suggested = await screen.findByRole('list', { name: 'Disarankan untuk Anda' });
    expect(within(suggested).getByText(/Ada rilis Anda yang ditolak/)).toHaveTextContent('20 Nov 2026');
    expect(await within(section('Daftar tonton Anda')).findByText(/Daftar tonton Anda masih kosong/)).toBeVisible();

    const mandatory = await screen.findByRole('list', { name: 'Kelas wajib' });
    const done = within(mandatory).getByRole('article', { name: 'Dasar Content ID' });
    expect(within(done).getByText('3 dari 3 episode ditonton')).toBeInTheDocument();
    expect(within(done).getByText('Selesai')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lihat semua 5 kelas wajib' })).toBeInTheDocument();

    const all = await screen.findByRole('list', { name: 'Daftar kelas' });
    const started = within(all).getByRole('article', { name: 'Royalti streaming' });
    expect(within(started).getByText('1 dari 4 episode ditonton')).toBeInTheDocument();
    expect(within(started).getByRole('progressbar', { name: 'Progres Royalti streaming' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(started).getByRole('link', { name: 'Buka kelas Royalti streaming' })).toHaveAttribute(
      'href',
      '/expertise/course/12',
    );
    expect(screen.getByText('1–3 dari 7')).toBeInTheDocument();
  });

  it('says something useful in every section when there is nothing yet', async () => {
    stubExpertise({
      'GET /api/v2/expertise/featured': () => ok([]),
      'GET /api/v2/expertise/suggested': () => ok([]),
      'GET /api/v2/expertise/courses': () => pageOf([]),
    });
    renderPage();

    expect(await screen.findByText(/Belum ada kelas unggulan saat ini/)).toBeInTheDocument();
    expect(await screen.findByText(/Saran muncul di sini saat ada hal di rilis atau katalog Anda/)).toBeInTheDocument();
    expect(await screen.findByText('Tidak ada kelas wajib saat ini.')).toBeInTheDocument();
    expect(await screen.findByText('Belum ada kelas')).toBeInTheDocument();
    expect(screen.getByText(/begitu tim distributor menerbitkannya/)).toBeInTheDocument();
  });

  it('asks for three courses a page and puts search, status, sort, topics and page in the URL', async () => {
    const api = stubExpertise();
    renderPage();
    await screen.findByRole('list', { name: 'Daftar kelas' });
    expect(lastListCall(api.requests)?.get('per_page')).toBe('3');

    await userEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(lastListCall(api.requests)?.get('page')).toBe('2'));

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Royalti' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Metadata' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Urutkan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paling banyak ditonton', hidden: true }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari kelas' }), 'isrc');

    await waitFor(() => expect(lastListCall(api.requests)?.get('search')).toBe('isrc'));
    const query = lastListCall(api.requests);
    expect(query?.get('topics')).toBe('3,2');
    expect(query?.get('sort')).toBe('top_views');
    expect(query?.get('page')).toBe('1');
    const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
    expect(url.searchParams.get('topics')).toBe('3,2');
    expect(url.searchParams.get('sort')).toBe('top_views');
    expect(url.searchParams.get('q')).toBe('isrc');
    expect(url.searchParams.has('page')).toBe(false);
  });

  it('reads the filters of a shared link, and clears them when nothing matches', async () => {
    const api = stubExpertise({
      'GET /api/v2/expertise/courses': (_init, url) =>
        url.searchParams.get('search') === 'kucing' ? pageOf([]) : pageOf([metadata]),
    });
    renderPage({ path: '/expertise?filter=in_progress&q=kucing&topics=3' });

    expect(await screen.findByText('Tidak ada kelas yang cocok')).toBeInTheDocument();
    const query = lastListCall(api.requests);
    expect(query?.get('filter')).toBe('in_progress');
    expect(query?.get('topics')).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus semua filter' }));

    expect(await screen.findByRole('list', { name: 'Daftar kelas' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/expertise$/));
  });

  it('adds a course to the watchlist from any card, and takes it off again', async () => {
    let entries: unknown[] = [];
    const api = stubExpertise({
      'GET /api/v2/expertise/watchlist': () => ok(entries),
      'POST /api/v2/expertise/watchlist': () => {
        entries = [{ id: 77, added_at: '2026-11-28T03:00:00Z', course: { ...royalties, watchlist_id: 77 } }];
        return ok(entries[0], 201);
      },
      'DELETE /api/v2/expertise/watchlist/id/77': () => {
        entries = [];
        return { status: 204, body: null };
      },
    });
    renderPage();
    const all = await screen.findByRole('list', { name: 'Daftar kelas' });
    const save = within(all).getByRole('button', { name: 'Simpan Royalti streaming ke daftar tonton' });
    expect(save).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(save);

    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    expect(api.requests.find((call) => call.method === 'POST')?.body).toEqual({ course_id: 12 });
    const watchlist = await screen.findByRole('list', { name: 'Daftar tonton Anda' });
    const saved = within(watchlist).getByRole('button', { name: 'Simpan Royalti streaming ke daftar tonton' });
    expect(saved).toHaveTextContent('Tersimpan');

    await userEvent.click(saved);

    await waitFor(() => expect(screen.queryByRole('list', { name: 'Daftar tonton Anda' })).not.toBeInTheDocument());
    expect(api.requests.some((call) => call.method === 'DELETE' && call.url.pathname.endsWith('/id/77'))).toBe(true);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
  });

  it('puts the card back and says so when the watchlist refuses', async () => {
    stubExpertise({ 'POST /api/v2/expertise/watchlist': () => ({ status: 404, body: { code: 'not_found' } }) });
    renderPage();
    const all = await screen.findByRole('list', { name: 'Daftar kelas' });

    await userEvent.click(within(all).getByRole('button', { name: 'Simpan Royalti streaming ke daftar tonton' }));

    expect(await screen.findByText('Kelas gagal disimpan ke daftar tonton')).toBeInTheDocument();
    expect(within(all).getByRole('button', { name: 'Simpan Royalti streaming ke daftar tonton' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the owner the progress of every admin, and no one else', async () => {
    const api = stubExpertise({
      'GET /api/v2/expertise/team_progress': () =>
        ok({
          courses: [
            { id: 13, title: 'Dasar Content ID', title_en: 'Content ID basics', is_mandatory: true, episode_count: 3 },
            { id: 12, title: 'Royalti streaming', title_en: '', is_mandatory: false, episode_count: 4 },
          ],
          members: [
            {
              user_id: 7,
              name: 'Budi Santoso',
              email: 'owner@musik.demo',
              is_owner: true,
              courses: [
                { course_id: 13, watched: 3, total: 3, finished_at: '2026-11-02T03:00:00Z' },
                { course_id: 12, watched: 1, total: 4, finished_at: null },
              ],
            },
            { user_id: 8, name: 'Sari Admin', email: 'admin@musik.demo', is_owner: false, courses: [] },
          ],
        }),
    });
    renderPage({ role: 'owner' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Progres tim' }));

    const table = await screen.findByRole('table', { name: 'Episode ditonton per admin dan kelas' });
    const budi = within(table).getByRole('row', { name: /Budi Santoso/ });
    expect(within(budi).getByText('Selesai')).toBeInTheDocument();
    expect(within(budi).getByText('1/4')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Sari Admin/ })).getAllByText('–')).toHaveLength(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/expertise?tab=team');

    vi.unstubAllGlobals();
    const adminApi = stubExpertise();
    renderPage({ role: 'admin' });
    await screen.findAllByRole('list', { name: 'Daftar kelas' });
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(adminApi.requests.some((call) => call.url.pathname.endsWith('/team_progress'))).toBe(false);
    expect(api.requests.filter((call) => call.url.pathname.endsWith('/team_progress'))).toHaveLength(1);
  });
});
