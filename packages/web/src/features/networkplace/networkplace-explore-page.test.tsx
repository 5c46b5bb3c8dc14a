import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMine, buildProfile, choose, ok, pageOf, renderExplore, stubApi } from './test-support.tsx';

const lastExplore = (requests: { url: URL }[]) =>
  requests.filter((call) => call.url.pathname === '/api/v2/networkplace/explore').at(-1)?.url.searchParams;

describe('Networkplace explore', () => {
  it('shows each creator with their verified figures and where they come from', async () => {
    stubApi({
      'GET /api/v2/profile/networkplace': () => ok(buildMine()),
      'GET /api/v2/networkplace/explore': () =>
        pageOf([
          buildProfile(),
          buildProfile({
            id: 6,
            display_name: 'Band Lintas',
            stats: { ...buildProfile().stats, as_of: null, is_verified: false },
          }),
        ]),
    });
    renderExplore();

    const rara = await screen.findByRole('article', { name: 'Rara Sekar' });
    expect(within(rara).getByText('Penulis lagu · Musik')).toBeInTheDocument();
    expect(within(rara).getByText('Lirik')).toBeInTheDocument();
    expect(within(rara).getByText('Label: Suara Timur Records')).toBeInTheDocument();
    expect(within(rara).getByText('2.500.000')).toBeInTheDocument();
    expect(within(rara).getByText('Terverifikasi dari laporan distributor, per 31 Okt 2026')).toBeInTheDocument();
    const band = screen.getByRole('article', { name: 'Band Lintas' });
    expect(within(band).getByText('Belum terverifikasi')).toBeInTheDocument();
  });

  it('says when more creators match than were counted, and how to reach them', async () => {
    stubApi({
      'GET /api/v2/profile/networkplace': () => ok(buildMine()),
      'GET /api/v2/networkplace/explore': () => pageOf([buildProfile()], { total: 1000, total_is_capped: true }),
    });
    renderExplore();
    expect(
      await screen.findByText(
        'Lebih dari 1.000 kreator cocok. Persempit pencarian atau filter untuk menemukan yang lain.',
      ),
    ).toBeInTheDocument();
  });

  it('puts the filters in the URL and in the request', async () => {
    const api = stubApi({
      'GET /api/v2/profile/networkplace': () => ok(buildMine()),
      'GET /api/v2/networkplace/explore': () => pageOf([buildProfile()]),
    });
    renderExplore();
    await screen.findByRole('article', { name: 'Rara Sekar' });

    await choose(screen.getByRole('combobox', { name: 'Jenis' }), 'Produser');
    await choose(screen.getByRole('combobox', { name: 'Stream bulanan minimal' }), '≥ 100.000');
    await userEvent.click(screen.getByRole('radio', { name: 'Yang menyukai saya' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'gitar');

    await waitFor(() => expect(lastExplore(api.requests)?.get('search')).toBe('gitar'));
    const query = lastExplore(api.requests);
    expect(query?.get('type')).toBe('producer');
    expect(query?.get('min_monthly_streams')).toBe('100000');
    expect(query?.get('liked')).toBe('me');
    const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
    expect(url.searchParams.get('type')).toBe('producer');
    expect(url.searchParams.get('min_monthly_streams')).toBe('100000');
    expect(url.searchParams.get('liked')).toBe('me');
    expect(url.searchParams.get('q')).toBe('gitar');
  });

  it('reads the filters of a shared link and clears them when nothing matches', async () => {
    const api = stubApi({
      'GET /api/v2/profile/networkplace': () => ok(buildMine()),
      'GET /api/v2/networkplace/explore': (_init, url) =>
        pageOf(url.searchParams.has('industry') ? [] : [buildProfile()]),
    });
    renderExplore('/networking?industry=film&q=kucing');

    expect(await screen.findByText('Tidak ada kreator yang cocok')).toBeInTheDocument();
    expect(lastExplore(api.requests)?.get('industry')).toBe('film');
    expect(lastExplore(api.requests)?.get('search')).toBe('kucing');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus semua filter' }));

    expect(await screen.findByRole('article', { name: 'Rara Sekar' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/networking$/));
  });

  it('likes at once, then shows what the server answered', async () => {
    const api = stubApi({
      'GET /api/v2/profile/networkplace': () => ok(buildMine()),
      'GET /api/v2/networkplace/explore': () => pageOf([buildProfile()]),
      'PUT /api/v2/networkplace/like/id/5': () => ok({ liked_by_me: true, likes_me: true }),
      'PUT /api/v2/networkplace/dislike/id/5': () => ok({ liked_by_me: false, likes_me: true }),
    });
    renderExplore();
    const card = await screen.findByRole('article', { name: 'Rara Sekar' });
    expect(within(card).queryByText('Menyukai Anda')).not.toBeInTheDocument();

    const like = within(card).getByRole('button', { name: 'Sukai Rara Sekar' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);

    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    // The server said they like the caller too: its answer wins over what the screen guessed.
    expect(await within(card).findByText('Menyukai Anda')).toBeInTheDocument();
    expect(api.requests.some((call) => call.method === 'PUT' && call.url.pathname.endsWith('/like/id/5'))).toBe(true);

    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(api.requests.some((call) => call.method === 'PUT' && call.url.pathname.endsWith('/dislike/id/5'))).toBe(
      true,
    );
  });

  it('puts the like back when the server refuses it', async () => {
    stubApi({
      'GET /api/v2/profile/networkplace': () => ok(buildMine()),
      'GET /api/v2/networkplace/explore': () => pageOf([buildProfile()]),
      'PUT /api/v2/networkplace/like/id/5': () => ({ status: 404, body: { code: 'not_found' } }),
    });
    renderExplore();
    const card = await screen.findByRole('article', { name: 'Rara Sekar' });

    await userEvent.click(within(card).getByRole('button', { name: 'Sukai Rara Sekar' }));

    expect(await screen.findByText('Suka gagal disimpan')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Sukai Rara Sekar' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('leads a caller with no profile to the profile’s Networkplace tab', async () => {
    stubApi({
      'GET /api/v2/profile/networkplace': () => ok(buildMine({ is_set_up: false })),
      'GET /api/v2/networkplace/explore': () => ({ status: 409, body: { code: 'networkplace.profile_required' } }),
    });
    renderExplore();

    expect(await screen.findByText('Lengkapi profil Networkplace Anda')).toBeInTheDocument();
    expect(await screen.findByText('Mulai dengan profil Anda')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Atur profil' })) {
      expect(link).toHaveAttribute('href', '/profile?tab=networkplace');
    }
  });
});
