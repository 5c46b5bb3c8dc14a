import { RELEASE_STATUSES } from '@irama/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ReleaseListPage from './release-list-page.tsx';
import { buildFile, buildSummary, pageOf, renderReleaseScreen, stubReleaseApi } from './test-support.tsx';

const COUNTS = {
  status: 200,
  body: { data: { total: 6, by_status: Object.fromEntries(RELEASE_STATUSES.map((status) => [status, 1])) } },
};
const RELEASES = RELEASE_STATUSES.map((status, index) =>
  buildSummary({ id: index + 1, status, title: `Rilis ${status}`, track_count: index + 1 }),
);

describe('release list', () => {
  it('shows every release with its translated status, and marks the rejected one as needing correction', async () => {
    stubReleaseApi({
      'GET /api/v2/release/info': () => COUNTS,
      'GET /api/v2/catalogs/release': () => pageOf(RELEASES),
    });
    renderReleaseScreen(<ReleaseListPage />, { path: '/release' });

    // The first render of the test file also loads Mantine and the page: allow it more than a second.
    const rejected = await screen.findByRole('link', { name: 'Rilis rejected' });
    expect(rejected).toHaveAttribute('href', '/release/5');
    const rejectedRow = rejected.closest<HTMLElement>('[data-rejected]');
    expect(rejectedRow).not.toBeNull();
    expect(within(rejectedRow ?? document.body).getByText('Ditolak')).toBeInTheDocument();
    expect(within(rejectedRow ?? document.body).getByText(/Perlu koreksi/)).toBeInTheDocument();
    for (const label of ['Draft', 'Siap dirilis', 'Sedang diproses', 'Berhasil', 'Diturunkan']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('1 rilis perlu koreksi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rilis baru' })).toHaveAttribute('href', '/release/new');
    expect(screen.getByText('1–6 dari 6')).toBeInTheDocument();
  });

  it('shows a release’s cover thumbnail, and the disc mark without a cover or when the thumbnail fails', async () => {
    const cover = buildFile('cover');
    stubReleaseApi({
      'GET /api/v2/release/info': () => COUNTS,
      'GET /api/v2/catalogs/release': () =>
        pageOf([{ ...RELEASES[0], cover_art: cover } as (typeof RELEASES)[number], ...RELEASES.slice(1)]),
    });
    renderReleaseScreen(<ReleaseListPage />, { path: '/release' });

    const image = await screen.findByRole('img', { name: 'Sampul Rilis draft' });
    expect(image).toHaveAttribute('src', cover.thumbnail_url);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('img')).toHaveLength(1);

    fireEvent.error(image);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Sampul Rilis draft' })).not.toBeInTheDocument());
  });

  it('deletes a draft after asking, and the list no longer shows it; other statuses have no delete button', async () => {
    let releases = RELEASES;
    const calls = stubReleaseApi({
      'GET /api/v2/release/info': () => COUNTS,
      'GET /api/v2/catalogs/release': () => pageOf(releases),
      'DELETE /api/v2/release/album/id/1': () => {
        releases = releases.filter((release) => release.id !== 1);
        return { status: 204, body: null };
      },
    });
    renderReleaseScreen(<ReleaseListPage />, { path: '/release' });
    await screen.findByRole('link', { name: 'Rilis draft' });
    // Only the draft can go.
    expect(screen.getAllByRole('button', { name: /^Hapus draft/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Hapus draft Rilis draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus draft ini?' });
    expect(
      within(dialog).getByText(/“Rilis draft” beserta lagu dan semua berkasnya akan dihapus permanen/),
    ).toBeVisible();
    // Cancelling deletes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Hapus draft Rilis draft' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Hapus draft ini?' })).getByRole('button', {
        name: 'Hapus permanen',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Rilis draft' })).not.toBeInTheDocument());
    expect(await screen.findByText('Draft “Rilis draft” dihapus')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rilis ready' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual([
      '/api/v2/release/album/id/1',
    ]);
  });

  it('says why a delete failed and keeps the draft', async () => {
    stubReleaseApi({
      'GET /api/v2/release/info': () => COUNTS,
      'GET /api/v2/catalogs/release': () => pageOf(RELEASES),
      'DELETE /api/v2/release/album/id/1': () => ({ status: 409, body: { code: 'release.not_deletable' } }),
    });
    renderReleaseScreen(<ReleaseListPage />, { path: '/release' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus draft Rilis draft' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Hapus draft ini?' })).getByRole('button', {
        name: 'Hapus permanen',
      }),
    );
    expect(
      await screen.findByText('Rilis ini tidak dapat dihapus. Hanya draft yang bisa dihapus.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rilis draft' })).toBeInTheDocument();
  });

  it('asks the server for one status when its chip is chosen, with the count on the chip', async () => {
    const calls = stubReleaseApi({
      'GET /api/v2/release/info': () => COUNTS,
      'GET /api/v2/catalogs/release': (url) =>
        pageOf(
          RELEASES.filter(
            (release) => !url.searchParams.get('status') || release.status === url.searchParams.get('status'),
          ),
        ),
    });
    renderReleaseScreen(<ReleaseListPage />, { path: '/release' });
    await screen.findByRole('link', { name: 'Rilis draft' });

    await userEvent.click(screen.getByRole('radio', { name: 'Ditolak (1)' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Rilis draft' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Rilis rejected' })).toBeInTheDocument();
    const lastList = calls.filter((call) => call.url.pathname === '/api/v2/catalogs/release').at(-1);
    expect(lastList?.url.searchParams.get('status')).toBe('rejected');
    expect(lastList?.url.searchParams.get('page')).toBe('1');
  });

  it('searches once the user pauses typing', async () => {
    const calls = stubReleaseApi({
      'GET /api/v2/release/info': () => COUNTS,
      'GET /api/v2/catalogs/release': () => pageOf(RELEASES),
    });
    renderReleaseScreen(<ReleaseListPage />, { path: '/release' });
    await screen.findByRole('link', { name: 'Rilis draft' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari rilis' }), 'patah');

    // The search waits for a 350 ms pause before it asks.
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('search') === 'patah')).toBe(true));
    // Typing "patah" asks once for the whole word, not once per letter.
    expect(calls.filter((call) => call.url.searchParams.get('search'))).toHaveLength(1);
  });

  it('tells a company without releases how to start, and a filtered empty list how to widen it', async () => {
    stubReleaseApi({
      'GET /api/v2/release/info': () => ({ status: 200, body: { data: { total: 0, by_status: {} } } }),
      'GET /api/v2/catalogs/release': () => pageOf([]),
    });
    const { unmount } = renderReleaseScreen(<ReleaseListPage />, { path: '/release' });
    expect(await screen.findByRole('heading', { name: 'Belum ada rilis' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Rilis baru' })).toHaveLength(2);
    unmount();

    renderReleaseScreen(<ReleaseListPage />, { path: '/release?status=success' });
    expect(await screen.findByRole('heading', { name: 'Tidak ada rilis yang cocok' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan semua rilis' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Semua/ })).toBeChecked());
  });

  it('carries the six guided-tour targets', async () => {
    stubReleaseApi({
      'GET /api/v2/release/info': () => COUNTS,
      'GET /api/v2/catalogs/release': () => pageOf(RELEASES),
    });
    const { container } = renderReleaseScreen(<ReleaseListPage />, { path: '/release' });
    await screen.findByRole('link', { name: 'Rilis draft' });
    for (const name of ['intro', 'newRelease', 'status', 'search', 'draft', 'detail']) {
      expect(container.querySelector(`[data-tour="release-list-${name}"]`), name).not.toBeNull();
    }
  });
});
