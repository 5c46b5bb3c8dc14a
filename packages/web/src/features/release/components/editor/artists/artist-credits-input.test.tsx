import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderReleaseScreen, stubReleaseApi } from '../../../test-support.tsx';
import type { ArtistCreditValue } from './artist-credit-value.ts';
import { ArtistCreditsInput } from './artist-credits-input.tsx';

const SARI = { id: 5, name: 'Sari Wulan', spotify_id: null, image_url: null };

function Harness({
  initial,
  onChange,
}: {
  initial: ArtistCreditValue[];
  onChange: (value: ArtistCreditValue[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ArtistCreditsInput
      label="Artis lagu"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderInput(initial: ArtistCreditValue[] = []) {
  const calls = stubReleaseApi({
    'GET /api/v2/release/search_spotify_artist': () => ({
      status: 200,
      body: { data: { configured: false, results: [SARI] } },
    }),
    'POST /api/v2/release/artist': () => ({
      status: 201,
      body: { data: { id: 9, name: 'Raka Pratama', spotify_id: null, image_url: null } },
    }),
  });
  const onChange = vi.fn();
  renderReleaseScreen(<Harness initial={initial} onChange={onChange} />, { path: '/release/8' });
  return { calls, onChange };
}

describe('artist credits input', () => {
  it('says when Spotify is not configured and offers the artist database instead', async () => {
    const { calls, onChange } = renderInput();

    await userEvent.click(screen.getByText('Spotify'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cari artis' }), 'sari');

    expect(
      await screen.findByText('Spotify belum dikonfigurasi — menampilkan hasil dari database artis'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: 'Tambahkan Sari Wulan' }));

    expect(onChange).toHaveBeenLastCalledWith([{ artist_id: '5', spotify_id: null, name: 'Sari Wulan', role: 'main' }]);
    const search = calls.find((call) => call.url.pathname.endsWith('/search_spotify_artist'));
    expect(search?.url.searchParams.get('q')).toBe('sari');
  });

  it('adds an artist typed by hand to the database, as featured next to a main artist', async () => {
    const main: ArtistCreditValue = { artist_id: '5', spotify_id: null, name: 'Sari Wulan', role: 'main' };
    const { calls, onChange } = renderInput([main]);

    await userEvent.click(screen.getByRole('button', { name: 'Tambah artis baru secara manual' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nama artis' }), 'Raka Pratama');
    await userEvent.click(screen.getByRole('button', { name: 'Tambahkan artis' }));

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        main,
        { artist_id: '9', spotify_id: null, name: 'Raka Pratama', role: 'featured' },
      ]),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Raka Pratama', spotify_id: null });
  });

  it('refuses a blank name before asking the server', async () => {
    const { calls } = renderInput();

    await userEvent.click(screen.getByRole('button', { name: 'Tambah artis baru secara manual' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambahkan artis' }));

    expect(await screen.findByText('Nama artis wajib diisi')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
