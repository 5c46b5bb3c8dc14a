import type { MyNetworkplaceProfile } from '@irama/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ProfilePage from './profile-page.tsx';
import { fieldErrors, renderAs, stubApi } from './test-support.tsx';

const MINE: MyNetworkplaceProfile = {
  id: 1,
  display_name: 'Budi Santoso',
  profession: 'producer',
  skills: ['Mixing'],
  industry: 'music',
  bio: 'Produser dari Yogyakarta.',
  artist_label: '',
  photo_url: null,
  stats: {
    subscribers: 42_000,
    total_assets: 12,
    monthly_streams: 310_000,
    top_videos: [],
    as_of: '2026-10-31',
    is_verified: true,
  },
  is_mine: true,
  liked_by_me: false,
  likes_me: false,
  visibility: 'public',
  is_set_up: true,
  is_hidden_by_staff: false,
  likes_received: 4,
};

const ok = (data: unknown) => ({ status: 200, body: { data } });

function stubTab(mine: MyNetworkplaceProfile = MINE, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/v2/profile/networkplace': () => ok(mine),
    'GET /api/v2/networkplace/blocked': () =>
      ok([{ id: 9, display_name: 'Akun Spam', blocked_at: '2026-11-02T03:00:00.000Z' }]),
    ...extra,
  });
}

const renderTab = () => renderAs('owner', <ProfilePage />, '/profile?tab=networkplace');

describe('the profile’s Networkplace tab', () => {
  it('saves what the caller typed, and never the figures', async () => {
    const api = stubTab(MINE, {
      'PUT /api/v2/profile/networkplace': (init) => ok({ ...MINE, ...JSON.parse(String(init?.body)) }),
    });
    renderTab();
    const name = await screen.findByRole('textbox', { name: /Nama tampilan/ });

    await userEvent.clear(name);
    await userEvent.type(name, 'Budi Beats');
    await userEvent.type(screen.getByRole('combobox', { name: 'Keahlian' }), 'Mastering{Enter}');
    await userEvent.click(screen.getByRole('radio', { name: /Tersembunyi/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));

    expect(await screen.findByText('Profil Networkplace tersimpan.')).toBeInTheDocument();
    const put = api.requests.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      display_name: 'Budi Beats',
      profession: 'producer',
      skills: ['Mixing', 'Mastering'],
      industry: 'music',
      visibility: 'hidden',
      bio: 'Produser dari Yogyakarta.',
      artist_label: '',
    });
  });

  it('shows the server’s field errors of a refused save on their fields', async () => {
    stubTab(MINE, {
      'PUT /api/v2/profile/networkplace': () =>
        fieldErrors({ display_name: 'validation.too_long', 'skills.0': 'validation.duplicate' }),
    });
    renderTab();
    const name = await screen.findByRole('textbox', { name: /Nama tampilan/ });

    await userEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Terlalu panjang');
    expect(screen.getByText('Ada isian yang sama lebih dari sekali')).toBeInTheDocument();
    expect(await screen.findByText('Profil Networkplace gagal disimpan')).toBeInTheDocument();
  });

  it('checks a field before sending', async () => {
    const api = stubTab();
    renderTab();
    const name = await screen.findByRole('textbox', { name: /Nama tampilan/ });

    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('Wajib diisi'));
    expect(api.requests.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('shows the verified figures as text nobody can type into', async () => {
    stubTab();
    renderTab();
    const figures = await screen.findByRole('region', { name: 'Angka terverifikasi Anda' });

    expect(within(figures).getByText('310.000')).toBeInTheDocument();
    expect(within(figures).getByText('42.000')).toBeInTheDocument();
    expect(within(figures).getByText('Terverifikasi dari laporan distributor, per 31 Okt 2026')).toBeInTheDocument();
    expect(within(figures).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(figures).queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('warns when staff hid the profile', async () => {
    stubTab({ ...MINE, is_hidden_by_staff: true });
    renderTab();

    expect(await screen.findByText('Profil Anda disembunyikan oleh tim kami')).toBeInTheDocument();
  });

  it('unblocks a blocked profile', async () => {
    const api = stubTab(MINE, { 'DELETE /api/v2/networkplace/block/id/9': () => ({ status: 204, body: null }) });
    renderTab();

    await userEvent.click(await screen.findByRole('button', { name: 'Buka blokir Akun Spam' }));

    expect(await screen.findByText('Blokir Akun Spam dibuka.')).toBeInTheDocument();
    expect(api.requests.some((call) => call.method === 'DELETE' && call.url.pathname.endsWith('/block/id/9'))).toBe(
      true,
    );
  });
});
