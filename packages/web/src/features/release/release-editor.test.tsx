import { addDays, type ReleaseDetail, type TrackDetail, todayInWib } from '@irama/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../lib/session-context.tsx';
import { fieldErrors, stubApi } from '../../test/api-stub.tsx';
import { buildMe, buildSession } from '../../test/render.tsx';
import ReleaseEditorPage from './release-editor-page.tsx';
import { buildTrack } from './test-support.tsx';

const today = todayInWib(new Date());

function file(type: 'cover' | 'letter' | 'audio' | 'clip', overrides: Partial<ReleaseDetail['cover_art']> = {}) {
  const facts = {
    cover: { mime: 'image/jpeg', width: 3000, height: 3000 },
    letter: { mime: 'application/pdf' },
    audio: { mime: 'audio/wav', sample_rate: 44_100, bit_depth: 16, channels: 2, duration_seconds: 200 },
    clip: { mime: 'audio/wav', sample_rate: 44_100, bit_depth: 16, channels: 2, duration_seconds: 30 },
  }[type];
  const url = `/api/v2/release/file/f-${type}?company=1&exp=1&sig=s`;
  return { file_id: `f-${type}`, name: `${type}.bin`, size: 1000, type, sha256: 'ab', url, ...facts, ...overrides };
}

function completeTrack(): TrackDetail {
  return buildTrack({
    id: 501,
    release_id: 42,
    title: 'Lagu Rindu',
    track_number: 1,
    artists: [{ artist_id: '1', spotify_id: null, name: 'Sari Wulan', role: 'main' }],
    composer_first_name: 'Budi',
    composer_last_name: 'Santoso',
    isrc: 'IDA122600001',
    genre: 'pop',
    language: 'id',
    region: 'id',
    lyrics: 'Aku rindu padamu',
    audio: file('audio'),
    clip: file('clip'),
    performer_contributors: [{ name: 'Sari Wulan', role: 'Vocals' }],
    production_contributors: [{ name: 'Budi Santoso', role: 'Producer' }],
  });
}

/** A complete draft that would pass submit today; tests break what they are about. */
function release(overrides: Partial<ReleaseDetail> = {}): ReleaseDetail {
  return {
    id: 42,
    company_id: 3,
    album_id: 'ALB-42',
    status: 'draft',
    release_type: 'single',
    title: 'Lagu Rindu',
    artist_names: ['Sari Wulan'],
    release_date: addDays(today, 14),
    label: 'Irama Records',
    upc: null,
    cover_art: file('cover'),
    track_count: 1,
    submitted_at: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    artists: [{ artist_id: '1', spotify_id: null, name: 'Sari Wulan', role: 'main' }],
    asset_label: 'Irama Records',
    platforms: ['spotify', 'tiktok', 'tiktok_music'],
    statement_letter: file('letter'),
    supporting_documents: [],
    documentation: [],
    errors: {},
    is_editable: true,
    has_ddex: false,
    tracks: [completeTrack()],
    history: [],
    ...overrides,
  };
}

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const page = (
    <>
      <ReleaseEditorPage />
      <CurrentPath />
    </>
  );
  return render(
    <MantineProvider>
      <SessionContext value={buildSession(buildMe())}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/release" element={<CurrentPath />} />
              <Route path="/release/new" element={page} />
              <Route path="/release/:id" element={page} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </SessionContext>
    </MantineProvider>,
  );
}

const json = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('release form, step 1', () => {
  it('shows every required-field message on continue and saves nothing', async () => {
    const fetchMock = stubApi({});
    renderAt('/release/new');

    await userEvent.click(screen.getByRole('button', { name: 'Lanjut ke data lagu' }));

    for (const text of [
      'Pilih jenis rilis: single atau album',
      'Judul album wajib diisi',
      'Tambahkan minimal satu artis',
      'Tanggal rilis wajib diisi',
      'Label album wajib diisi',
      'Label aset wajib diisi',
      'Cover art wajib diunggah (.jpg, 3000x3000, maks. 5MB)',
      'Pilih minimal satu platform',
      'Surat pernyataan pencipta wajib diunggah (.pdf, maks. 5MB)',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /Nama album atau single/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('refuses a release date under 7 days ahead and a UPC with a wrong check digit', async () => {
    stubApi({});
    renderAt('/release/new');

    await userEvent.type(screen.getByLabelText(/Tanggal rilis/), addDays(today, 3));
    await userEvent.type(screen.getByRole('textbox', { name: /UPC/ }), '012345678906');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut ke data lagu' }));

    expect(await screen.findByText('Tanggal rilis minimal 7 hari setelah pengajuan')).toBeInTheDocument();
    expect(screen.getByText('Digit pemeriksa UPC salah; periksa kembali kodenya')).toBeInTheDocument();
  });

  it('names a right-to-left override in the title on continue, and a control character the server refused on save', async () => {
    const fetchMock = stubApi({
      'POST /api/v2/release/album': () => fieldErrors({ title: 'validation.text.control_character' }),
    });
    renderAt('/release/new');
    const title = screen.getByRole('textbox', { name: /Nama album atau single/ });

    await userEvent.type(title, 'Senja \u202eatrakaJ');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut ke data lagu' }));
    expect(
      await screen.findByText('Isian mengandung karakter pengubah arah teks (seperti U+202E) yang tidak diizinkan'),
    ).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.requests.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Simpan draft' }));
    expect(
      await screen.findByText(
        'Isian mengandung karakter kontrol yang tidak diizinkan; ketik ulang tanpa karakter tersembunyi',
      ),
    ).toBeInTheDocument();
  });

  it('saves an incomplete draft with TikTok added to the chosen platforms, then opens it by its id', async () => {
    const sent: Record<string, unknown>[] = [];
    stubApi({
      'POST /api/v2/release/album': (init) => {
        sent.push(json(init));
        return { status: 201, body: { data: release({ title: 'Setengah Jadi', cover_art: null }) } };
      },
    });
    renderAt('/release/new');

    await userEvent.type(screen.getByRole('textbox', { name: /Nama album atau single/ }), 'Setengah Jadi');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Spotify' }));
    expect(screen.getByRole('checkbox', { name: /^TikTok$/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^TikTok$/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan draft' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title: 'Setengah Jadi',
      label: null,
      cover_art: null,
      platforms: ['spotify', 'tiktok', 'tiktok_music'],
    });
    // Opening the saved draft loads the page chunk again, which is slow in a busy test run.
    await vi.waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/release/42?step=album'), {
      timeout: 10_000,
    });
  });

  it('sends the saved uploads back as references, without the type, hash and URLs the upload answered', async () => {
    const sent: Record<string, unknown>[] = [];
    stubApi({
      'GET /api/v2/release/album/id/42': () => ({ status: 200, body: { data: release() } }),
      'PUT /api/v2/release/album/id/42': (init) => {
        sent.push(json(init));
        return { status: 200, body: { data: release() } };
      },
    });
    renderAt('/release/42');

    await userEvent.click(await screen.findByRole('button', { name: 'Simpan draft' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const { type: _coverType, sha256: _coverHash, url: _coverUrl, thumbnail_url: _thumbnail, ...cover } = file('cover');
    const { type: _letterType, sha256: _letterHash, url: _letterUrl, ...letter } = file('letter');
    expect(sent[0]).toMatchObject({ cover_art: cover, statement_letter: letter });
    expect(sent[0]?.cover_art).toEqual(cover);
  });

  it('puts the server’s field errors on the fields', async () => {
    stubApi({
      'GET /api/v2/release/album/id/42': () => ({ status: 200, body: { data: release() } }),
      'PUT /api/v2/release/album/id/42': () => fieldErrors({ release_date: 'release.date.invalid' }),
    });
    renderAt('/release/42');

    await userEvent.click(await screen.findByRole('button', { name: 'Simpan draft' }));

    expect(await screen.findByText('Tanggal tidak valid')).toBeInTheDocument();
    expect(screen.getByLabelText(/Tanggal rilis/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('release form, review', () => {
  it('lists what submit would refuse and links each album issue to its field', async () => {
    stubApi({
      'GET /api/v2/release/album/id/42': () => ({
        status: 200,
        body: { data: release({ label: null, tracks: [{ ...completeTrack(), lyrics: null }] }) },
      }),
    });
    renderAt('/release/42?step=review');

    const issues = await screen.findByRole('alert');
    expect(within(issues).getByText('Perbaiki dulu sebelum mengajukan (2)')).toBeInTheDocument();
    expect(within(issues).getByText(/Lirik wajib diisi kecuali lagu instrumental/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konfirmasi & ajukan' })).toBeDisabled();

    await userEvent.click(within(issues).getByRole('button', { name: 'Label' }));

    expect(screen.getByTestId('current-path')).toHaveTextContent('/release/42?step=album');
    const label = screen.getByRole('textbox', { name: /^Label\s*\*?$/ });
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(label).toHaveFocus();
    expect(screen.getByText('Label album wajib diisi')).toBeInTheDocument();
  });

  it('opens the track a track issue names, and only that one', async () => {
    const second = { ...completeTrack(), id: 502, title: 'Malam Minggu', track_number: 2, isrc: 'IDA122600002' };
    stubApi({
      'GET /api/v2/release/album/id/42': () => ({
        status: 200,
        body: { data: release({ tracks: [completeTrack(), { ...second, lyrics: null }] }) },
      }),
    });
    renderAt('/release/42?step=review');

    const issues = await screen.findByRole('alert');
    await userEvent.click(within(issues).getByRole('button', { name: 'Lagu 2: Malam Minggu · Lirik' }));

    expect(screen.getByTestId('current-path')).toHaveTextContent('/release/42?step=tracks');
    expect(await screen.findByRole('button', { name: 'Tutup Malam Minggu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Ubah Lagu Rindu' })).toHaveAttribute('aria-expanded', 'false');
    const lyrics = screen.getByRole('textbox', { name: /^Lirik/ });
    await waitFor(() => expect(lyrics).toHaveFocus());
    expect(lyrics).toHaveAttribute('aria-invalid', 'true');
  });

  it('confirms, submits, and shows the server’s refusal field by field', async () => {
    const moves: unknown[] = [];
    stubApi({
      'GET /api/v2/release/album/id/42': () => ({ status: 200, body: { data: release() } }),
      'PATCH /api/v2/release/album/id/42': (init) => {
        moves.push(json(init));
        return fieldErrors({ 'tracks.0.isrc': 'release.isrc.invalid' });
      },
    });
    renderAt('/release/42?step=review');

    expect(await screen.findByText(/Semua data lengkap/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Konfirmasi & ajukan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ya, ajukan' }));

    expect(moves).toEqual([{ status: 'on_progress' }]);
    const issues = await screen.findByRole('alert');
    expect(within(issues).getByRole('button', { name: 'Lagu 1: Lagu Rindu · ISRC' })).toBeInTheDocument();
    expect(within(issues).getByText(/ISRC tidak valid/)).toBeInTheDocument();
  });
});

describe('submitted releases', () => {
  it('are read-only; a rejected one lists the review team’s errors and Fix moves it back to draft', async () => {
    const moves: unknown[] = [];
    const rejected = release({
      status: 'rejected',
      is_editable: true,
      errors: { 'album.cover_art': 'Sampul memuat logo platform.', 'tracks.0.lyrics': 'Lirik tidak sesuai audio.' },
    });
    stubApi({
      'GET /api/v2/release/album/id/42': () => ({ status: 200, body: { data: rejected } }),
      'PATCH /api/v2/release/album/id/42': (init) => {
        moves.push(json(init));
        return { status: 200, body: { data: { ...rejected, status: 'draft' } } };
      },
    });
    renderAt('/release/42');

    const issues = await screen.findByRole('alert');
    expect(within(issues).getByText(/Sampul memuat logo platform\./)).toBeInTheDocument();
    expect(within(issues).getByText('Lagu 1: Lagu Rindu · Lirik')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan draft' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Perbaiki' }));

    expect(moves).toEqual([{ status: 'draft' }]);
    expect(await screen.findByRole('button', { name: 'Simpan draft' })).toBeInTheDocument();
    expect(screen.getByText('Catatan perbaikan dari tim review')).toBeInTheDocument();
    // The note is on the cover art field itself (the list above shows it after the field name).
    expect(screen.getByText('Sampul memuat logo platform.')).toBeInTheDocument();
  });

  it('offer no editing once in progress', async () => {
    stubApi({
      'GET /api/v2/release/album/id/42': () => ({
        status: 200,
        body: { data: release({ status: 'on_progress', is_editable: false }) },
      }),
    });
    renderAt('/release/42');

    expect(await screen.findByText(/sudah diajukan, jadi tidak bisa diubah lagi/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Simpan draft|Konfirmasi & ajukan|Perbaiki|Hapus draft/ })).toBeNull();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });
});

describe('a live release', () => {
  it('gives each track its share link to copy, and the store clicks its page brought', async () => {
    const live = release({
      status: 'success',
      is_editable: false,
      tracks: [{ ...completeTrack(), share_id: 'Ab3dE5gH7jK' }],
    });
    stubApi({
      'GET /api/v2/release/album/id/42': () => ({ status: 200, body: { data: live } }),
      'GET /api/v2/songshare/clicks/501': () => ({
        status: 200,
        body: {
          data: {
            track_id: 501,
            share_id: 'Ab3dE5gH7jK',
            total: 5,
            by_store: [
              { store: 'spotify', clicks: 4 },
              { store: 'apple_music', clicks: 1 },
            ],
            by_day: [
              { day: '2026-11-27', store: 'spotify', clicks: 3 },
              { day: '2026-11-28', store: 'apple_music', clicks: 1 },
              { day: '2026-11-28', store: 'spotify', clicks: 1 },
            ],
          },
        },
      }),
    });
    renderAt('/release/42');

    const link = await screen.findByRole('textbox', { name: 'Tautan bagikan' });
    expect(link).toHaveValue(`${window.location.origin}/s/Ab3dE5gH7jK`);
    expect(screen.getByRole('link', { name: 'Buka halaman bagikan' })).toHaveAttribute(
      'href',
      `${window.location.origin}/s/Ab3dE5gH7jK`,
    );
    expect(await screen.findByText('5 klik ke platform dari halaman bagikan')).toBeInTheDocument();
    expect(screen.getByText('Spotify: 4')).toBeInTheDocument();
    // Newest day first, the stores of a day added up.
    const days = within(screen.getByRole('table', { name: 'Klik per hari' }))
      .getAllByRole('row')
      .slice(1);
    const cells = days.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['28 Nov 2026', '2'],
      ['27 Nov 2026', '3'],
    ]);
  });
});

describe('deleting a draft', () => {
  it('asks first, deletes it, and goes back to the list', async () => {
    const deletes: string[] = [];
    stubApi({
      'GET /api/v2/release/album/id/42': () => ({ status: 200, body: { data: release() } }),
      'DELETE /api/v2/release/album/id/42': (_init, url) => {
        deletes.push(url.pathname);
        return { status: 204, body: null };
      },
    });
    renderAt('/release/42?step=tracks');

    await userEvent.click(await screen.findByRole('button', { name: 'Hapus draft Lagu Rindu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus draft ini?' });
    expect(deletes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus permanen' }));

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/release$/));
    expect(deletes).toEqual(['/api/v2/release/album/id/42']);
  });

  it('is offered for drafts only, not for a complete release waiting to be submitted', async () => {
    stubApi({
      'GET /api/v2/release/album/id/42': () => ({ status: 200, body: { data: release({ status: 'ready' }) } }),
    });
    renderAt('/release/42');
    expect(await screen.findByRole('button', { name: 'Simpan draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hapus draft/ })).toBeNull();
  });
});
