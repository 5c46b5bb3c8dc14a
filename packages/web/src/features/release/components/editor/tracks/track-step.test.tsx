import type { ReleaseDetail, ReleaseFile, TrackDetail } from '@irama/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeTusServer } from '../../../../../test/fake-tus-server.ts';
import { wavFile } from '../../../../../test/wav.ts';
import { buildDetail, buildTrack, renderReleaseScreen, stubReleaseApi } from '../../../test-support.tsx';
import { ClipTrimmer } from './clip-trimmer.tsx';
import { TrackStep } from './track-step.tsx';

const ROLES = { status: 200, body: { data: { performer: ['Vocals', 'Guitar'], production: ['Producer'] } } };

function audio(overrides: Partial<ReleaseFile> = {}): ReleaseFile {
  return {
    file_id: 'f-audio',
    type: 'audio',
    name: 'lagu.wav',
    mime: 'audio/wav',
    size: 40_000_000,
    sample_rate: 48_000,
    bit_depth: 24,
    channels: 2,
    duration_seconds: 200,
    sha256: 'ab',
    url: '/api/v2/release/file/f-audio?company=1&exp=1&sig=s',
    ...overrides,
  };
}

function draft(tracks: TrackDetail[], overrides: Partial<ReleaseDetail> = {}): ReleaseDetail {
  return buildDetail({ status: 'draft', is_editable: true, release_date: '2026-12-30', tracks, ...overrides });
}

function renderStep(release: ReleaseDetail, onChange = vi.fn(), handlers: Parameters<typeof stubReleaseApi>[0] = {}) {
  const calls = stubReleaseApi({
    ...handlers,
    'GET /api/v2/release/contributor_role_list': () => ROLES,
    'PUT /api/v2/release/track/id/21': () => ({ status: 200, body: { data: release } }),
    'DELETE /api/v2/release/track/id/21': () => ({ status: 200, body: { data: { ...release, tracks: [] } } }),
    'POST /api/v2/release/track': () => ({
      status: 201,
      body: { data: { ...release, tracks: [...release.tracks, buildTrack({ id: 30 })] } },
    }),
  });
  renderReleaseScreen(<TrackStep release={release} onChange={onChange} />, { path: '/release/8' });
  return { calls, onChange };
}

const saveButton = () => screen.getByRole('button', { name: 'Simpan lagu' });

describe('track step', () => {
  it('marks every missing required field of an empty track and still saves it as a draft', async () => {
    const { calls, onChange } = renderStep(draft([buildTrack()]));

    await userEvent.click(saveButton());

    for (const message of [
      'Judul lagu wajib diisi',
      'Nomor lagu wajib diisi',
      'Tambahkan minimal satu artis',
      'Nama depan pencipta wajib diisi sesuai KTP',
      'Genre wajib dipilih',
      'Wilayah wajib dipilih',
      'Lirik wajib diisi kecuali lagu instrumental',
      'Audio lengkap (WAV) wajib diunggah',
      'Klip audio wajib diisi (15 sampai 59 detik)',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Nama kontributor wajib diisi')).toHaveLength(2);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/v2/release/track/id/21');
    expect(put?.body).toMatchObject({ title: null, genre: null, audio: null, performer_contributors: [] });
  });

  it('makes lyrics optional once the track is marked instrumental', async () => {
    renderStep(draft([buildTrack()]));
    await userEvent.click(saveButton());
    expect(await screen.findByText('Lirik wajib diisi kecuali lagu instrumental')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Instrumental (tanpa lirik)' }));

    await waitFor(() =>
      expect(screen.queryByText('Lirik wajib diisi kecuali lagu instrumental')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Opsional untuk lagu instrumental.')).toBeInTheDocument();
  });

  it('refuses an ISRC that is not 2 letters, 3 letters or digits, 2 digits, 5 digits', async () => {
    renderStep(draft([buildTrack()]));
    const isrc = screen.getByRole('textbox', { name: 'ISRC' });

    await userEvent.type(isrc, 'ID-12-26');
    await userEvent.tab();
    expect(await screen.findByText(/^ISRC tidak valid/)).toBeInTheDocument();
    expect(isrc).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(isrc);
    await userEvent.type(isrc, 'id-a12-26-00001');
    await waitFor(() => expect(isrc).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('suggests a preview 5 days before release and refuses one outside 1 to 5 days before', async () => {
    renderStep(draft([buildTrack()]));

    await userEvent.click(screen.getByRole('switch', { name: /Kirim pratinjau untuk YouTube Shorts/ }));
    const date = screen.getByLabelText(/Tanggal rilis pratinjau/);
    expect(date).toHaveValue('2026-12-25');
    expect(screen.getByText('Disarankan 25 Des 2026 (5 hari sebelum rilis 30 Des 2026).')).toBeInTheDocument();

    fireEvent.change(date, { target: { value: '2026-12-20' } });
    fireEvent.blur(date);
    expect(await screen.findByText(/^Tanggal pratinjau paling awal 5 hari sebelum/)).toBeInTheDocument();

    fireEvent.change(date, { target: { value: '2026-12-30' } });
    expect(await screen.findByText('Tanggal pratinjau paling lambat sehari sebelum tanggal rilis')).toBeInTheDocument();

    fireEvent.change(date, { target: { value: '2026-12-29' } });
    await waitFor(() => expect(date).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('refuses a title or track number another track of the album already has', async () => {
    const other = buildTrack({ id: 22, title: 'Ambyar', track_number: 1 });
    renderStep(draft([buildTrack({ track_number: 2 }), other]));
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Lagu tanpa judul' }));

    await userEvent.type(screen.getByRole('textbox', { name: /Judul lagu/ }), '  AMBYAR ');
    await userEvent.tab();
    expect(await screen.findByText('Judul lagu harus berbeda dari lagu lain di album ini')).toBeInTheDocument();

    const number = screen.getByRole('textbox', { name: /Nomor lagu/ });
    await userEvent.clear(number);
    await userEvent.type(number, '1');
    await userEvent.tab();
    expect(await screen.findByText('Nomor lagu sudah dipakai lagu lain di album ini')).toBeInTheDocument();
  });

  it('refuses a stored clip shorter than 15 seconds', async () => {
    renderStep(
      draft([buildTrack({ audio: audio(), clip: audio({ file_id: 'f-clip', type: 'clip', duration_seconds: 12 }) })]),
    );

    await userEvent.click(saveButton());

    expect(await screen.findByText('Klip audio minimal 15 detik')).toBeInTheDocument();
  });

  it('keeps an uploaded WAV on the track at once, without waiting for Save, sent as a reference', async () => {
    const stored = audio();
    const { type: _type, sha256: _sha256, url: _url, ...reference } = stored;
    fakeTusServer();
    const { calls } = renderStep(draft([buildTrack()]), vi.fn(), {
      'POST /api/v2/release/fileupload': () => ({ status: 201, body: { data: stored } }),
    });

    await userEvent.upload(screen.getByLabelText('Audio lengkap (WAV): Pilih berkas'), wavFile({ frames: 10 }));

    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ audio: reference }));
    expect(screen.getByText('lagu.wav')).toBeInTheDocument();
  });

  it('saves what was typed when the track is closed without saving', async () => {
    const { calls } = renderStep(draft([buildTrack()]));

    await userEvent.type(screen.getByRole('textbox', { name: /Judul lagu/ }), 'Ombak');
    await userEvent.click(screen.getByRole('button', { name: 'Tutup Lagu tanpa judul' }));

    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ title: 'Ombak' }));
  });

  it('adds a song with the next free track number', async () => {
    const { calls, onChange } = renderStep(draft([buildTrack({ title: 'Ambyar', track_number: 4 })]));

    await userEvent.click(screen.getByRole('button', { name: 'Tambah lagu' }));

    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ release_id: 8, track_number: 5 });
  });

  it('deletes a track only after a confirmation that it cannot be recovered', async () => {
    const { calls, onChange } = renderStep(draft([buildTrack({ title: 'Ambyar', track_number: 1 })]));

    await userEvent.click(screen.getByRole('button', { name: 'Hapus lagu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus lagu?' });
    expect(dialog).toHaveTextContent('Lagu yang dihapus tidak dapat dipulihkan.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, hapus lagu' }));

    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe('/api/v2/release/track/id/21');
  });
});

describe('clip trimmer', () => {
  function renderTrimmer(source: ReleaseFile, onChange = vi.fn()) {
    const calls = stubReleaseApi({
      'POST /api/v2/release/audiotrim': () => ({
        status: 201,
        body: { data: audio({ file_id: 'f-clip', type: 'clip', name: 'clip.wav', duration_seconds: 59 }) },
      }),
    });
    renderReleaseScreen(
      <ClipTrimmer label="Klip audio" audio={source} localFile={null} value={null} onChange={onChange} />,
      { path: '/release/8' },
    );
    return { calls, onChange };
  }

  it('says no clip can be cut from audio shorter than 15 seconds', () => {
    renderTrimmer(audio({ duration_seconds: 10 }));

    expect(screen.getByText('Audio lebih pendek dari 15 detik, jadi klip tidak dapat dibuat.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buat klip/ })).not.toBeInTheDocument();
  });

  it('keeps the clip between 15 and 59 seconds and has the server cut it', async () => {
    const { calls, onChange } = renderTrimmer(audio({ duration_seconds: 200 }));
    const length = screen.getByRole('slider', { name: 'Durasi klip' });
    expect(length).toHaveAttribute('aria-valuemin', '15');
    expect(length).toHaveAttribute('aria-valuemax', '59');

    fireEvent.keyDown(length, { key: 'End' });
    expect(screen.getByText('Durasi: 59 detik (15–59 detik)')).toBeInTheDocument();
    fireEvent.keyDown(length, { key: 'Home' });
    expect(screen.getByText('Durasi: 15 detik (15–59 detik)')).toBeInTheDocument();
    fireEvent.keyDown(length, { key: 'End' });

    // The first guess starts a quarter into the song.
    await userEvent.click(screen.getByRole('button', { name: 'Buat klip 0:50–1:49' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ file_id: 'f-clip' })));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      file_id: 'f-audio',
      start_seconds: 50,
      duration_seconds: 59,
    });
  });

  it('draws the waveform of a reopened draft from the stored audio, and plays the stored clip', async () => {
    const samples = new Float32Array(48_000).map((_, index) => Math.sin(index / 40));
    const decodeAudioData = vi.fn(async () => ({
      duration: 200,
      length: samples.length,
      numberOfChannels: 1,
      getChannelData: () => samples,
    }));
    vi.stubGlobal(
      'AudioContext',
      class {
        decodeAudioData = decodeAudioData;
        close = async () => undefined;
      },
    );
    const stored = audio();
    const clip = audio({ file_id: 'f-clip', type: 'clip', url: '/api/v2/release/file/f-clip?company=1&exp=1&sig=c' });
    const calls = stubReleaseApi({ 'GET /api/v2/release/file/f-audio': () => ({ status: 200, body: {} }) });
    renderReleaseScreen(
      <ClipTrimmer label="Klip audio" audio={stored} localFile={null} value={clip} onChange={vi.fn()} />,
      { path: '/release/8' },
    );

    expect(
      await screen.findByRole('img', { name: 'Gelombang suara lagu dengan bagian klip yang dipilih' }),
    ).toBeVisible();
    expect(calls.some((call) => `${call.url.pathname}${call.url.search}` === stored.url)).toBe(true);
    expect(decodeAudioData).toHaveBeenCalledOnce();
    const player = screen.getByLabelText('Klip audio', { selector: 'audio' });
    expect(player).toHaveAttribute('src', clip.url);
    expect(player).toHaveAttribute('preload', 'none');
    expect(screen.getByRole('button', { name: 'Dengarkan bagian ini' })).toBeEnabled();
  });
});
