import type { ReleaseFile, UnfinishedUpload, UploadType } from '@irama/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../lib/api-error.ts';
import { type UploadOptions, uploadWithProgress } from '../../../../../lib/upload-with-progress.ts';
import { type Answer, stubApi } from '../../../../../test/api-stub.tsx';
import { fakeTusServer } from '../../../../../test/fake-tus-server.ts';
import { wavFile } from '../../../../../test/wav.ts';
import { renderReleaseScreen } from '../../../test-support.tsx';
import { FileUploadField } from './file-upload-field.tsx';

vi.mock('../../../../../lib/upload-with-progress.ts', async (original) => ({
  ...(await original<typeof import('../../../../../lib/upload-with-progress.ts')>()),
  uploadWithProgress: vi.fn(),
}));
const upload = vi.mocked(uploadWithProgress);

beforeEach(() => {
  upload.mockReset();
});

const STORED: ReleaseFile = {
  file_id: 'f-1',
  type: 'audio',
  name: 'lagu.wav',
  mime: 'audio/wav',
  size: 5 * 1024 * 1024,
  sample_rate: 48_000,
  bit_depth: 24,
  channels: 2,
  duration_seconds: 205,
  sha256: 'ab',
  url: '/api/v2/release/file/f-1?company=1&exp=1&sig=s',
};

const STORED_VIDEO: ReleaseFile = {
  file_id: 'f-2',
  type: 'video',
  name: 'klip.mp4',
  mime: 'video/mp4',
  size: 5 * 1024 * 1024,
  duration_seconds: 205,
  sha256: 'cd',
  url: '/api/v2/release/file/f-2?company=1&exp=1&sig=s',
};

const video = () => new File(['....ftypisom'], 'klip.mp4', { type: 'video/mp4' });

const LABELS: Partial<Record<UploadType, string>> = {
  audio: 'Audio lengkap',
  video: 'Video musik',
  cover: 'Cover art',
};

/** The field with its value held like a form would, so the stored file shows after upload. */
function Harness({ type, onChange }: { type: UploadType; onChange: (file: ReleaseFile | null) => void }) {
  const [value, setValue] = useState<ReleaseFile | null>(null);
  return (
    <FileUploadField
      type={type}
      label={LABELS[type] ?? type}
      value={value}
      onChange={(file) => {
        setValue(file);
        onChange(file);
      }}
    />
  );
}

function renderField(type: UploadType = 'video') {
  const onChange = vi.fn();
  renderReleaseScreen(<Harness type={type} onChange={onChange} />, { path: '/release/8' });
  return { onChange, input: screen.getByLabelText(`${LABELS[type]}: Pilih berkas`) };
}

/** The release API beside the tus server: the caller's unfinished uploads and the attach call. */
function stubReleaseApi({ unfinished = [], attach }: { unfinished?: UnfinishedUpload[]; attach?: Answer } = {}) {
  return stubApi({
    'GET /api/uploads': () => ({ status: 200, body: { data: unfinished } }),
    'POST /api/v2/release/fileupload': () => attach ?? { status: 201, body: { data: STORED } },
  });
}

describe('file upload field, resumable (audio, cover, documents)', () => {
  it('sends a WAV with tus, then attaches it by its upload id and shows what the server read', async () => {
    const api = stubReleaseApi();
    const tus = fakeTusServer();
    const { onChange, input } = renderField('audio');

    await userEvent.upload(input, wavFile({ sampleRate: 48_000, bitDepth: 24, frames: 1_000 }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(STORED));
    expect(tus.calls.map((call) => call.method)).toEqual(['POST', 'PATCH']);
    const attach = api.requests.find((call) => call.method === 'POST');
    expect(attach?.url.searchParams.get('type')).toBe('audio');
    expect(attach?.body).toEqual({ upload_id: 'new-1' });
    expect(await screen.findByText('48 kHz · 24-bit · Stereo · 3:25 · 5 MB')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a WAV below 44.1 kHz before sending anything, with the server’s message', async () => {
    const api = stubReleaseApi();
    const tus = fakeTusServer();
    const { onChange, input } = renderField('audio');

    await userEvent.upload(input, wavFile({ sampleRate: 22_050, bitDepth: 16, frames: 100 }));

    expect(await screen.findByText('Sample rate audio minimal 44,1 kHz')).toBeInTheDocument();
    expect(tus.calls).toEqual([]);
    expect(api.requests.some((call) => call.method === 'POST')).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a cover that is not 3000×3000 pixels before sending it', async () => {
    stubReleaseApi();
    const tus = fakeTusServer();
    vi.stubGlobal('createImageBitmap', async () => ({ width: 1400, height: 1400, close: () => {} }));
    const { input } = renderField('cover');

    await userEvent.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'sampul.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByText('Cover art harus berukuran 3000x3000 piksel')).toBeInTheDocument();
    expect(tus.calls).toEqual([]);
  });

  it('explains a refusal of the attached upload with the server’s own message', async () => {
    stubReleaseApi({
      attach: {
        status: 400,
        body: { code: 'validation_failed', errors: { file: 'release.file.audio.bit_depth_too_low' } },
      },
    });
    fakeTusServer();
    const { onChange, input } = renderField('audio');

    await userEvent.upload(input, wavFile({ frames: 10 }));

    expect(await screen.findByText('Bit depth audio minimal 16-bit')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows an unfinished upload for the field with its expiry, to be continued by picking the same file', async () => {
    const expiresAt = new Date(Date.now() + 20.5 * 3600 * 1000).toISOString();
    stubReleaseApi({
      unfinished: [
        {
          id: 'u-1',
          filename: 'lagu.wav',
          purpose: 'release_audio',
          size: 200,
          offset: 50,
          head_sha1: 'N0lCvSLwhyEBLi3nKpQAthYFPTE=',
          created_at: '2026-11-29T09:00:00.000Z',
          expires_at: expiresAt,
        },
      ],
    });
    renderField('audio');

    expect(
      await screen.findByText(
        'Unggahan lagu.wav belum selesai (25%, kedaluwarsa dalam 20 jam). Pilih file yang sama untuk melanjutkan.',
      ),
    ).toBeInTheDocument();
  });
});

describe('file upload field, single request (video)', () => {
  it('shows the upload progress, then what the server read from the WAV', async () => {
    let finish: (file: ReleaseFile) => void = () => {};
    upload.mockImplementation((_path, _file, options?: UploadOptions) => {
      options?.onProgress?.(40);
      return new Promise((resolve) => {
        finish = resolve as (file: ReleaseFile) => void;
      });
    });
    const { onChange, input } = renderField();

    await userEvent.upload(input, video());

    expect(await screen.findByRole('progressbar', { name: 'Kemajuan unggahan Video musik' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Mengunggah klip.mp4…')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('/api/v2/release/fileupload?type=video', expect.any(File), expect.anything());

    finish(STORED_VIDEO);

    expect(await screen.findByText('3:25 · 5 MB')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(STORED_VIDEO);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('explains a 415 answer with the type’s own message', async () => {
    upload.mockRejectedValue(new ApiError({ status: 415, code: 'unsupported_media_type' }));
    const { onChange, input } = renderField();

    await userEvent.upload(input, video());

    expect(await screen.findByText('Video musik harus berkas MP4')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('explains a 413 from a proxy with no problem body as the type’s size limit', async () => {
    upload.mockRejectedValue(new ApiError({ status: 413, code: 'payload_too_large' }));
    const { input } = renderField();

    await userEvent.upload(input, video());

    expect(await screen.findByText('Berkas video maksimal 2GB')).toBeInTheDocument();
  });

  it('cancels a running upload and goes back to the picker without an error', async () => {
    let signal: AbortSignal | undefined;
    upload.mockImplementation((_path, _file, options?: UploadOptions) => {
      signal = options?.signal;
      return new Promise((_resolve, reject) =>
        options?.signal?.addEventListener('abort', () => reject(new ApiError({ status: 0, code: 'network' }))),
      );
    });
    const { onChange, input } = renderField();
    await userEvent.upload(input, video());

    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan unggahan' }));

    expect(signal?.aborted).toBe(true);
    expect(await screen.findByLabelText('Video musik: Pilih berkas')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coba unggah lagi' })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends the same file again after a failed upload', async () => {
    upload
      .mockRejectedValueOnce(new ApiError({ status: 0, code: 'network' }))
      .mockResolvedValueOnce(STORED_VIDEO as never);
    const { onChange, input } = renderField();
    const file = video();

    await userEvent.upload(input, file);
    expect(await screen.findByText('Tidak dapat terhubung ke server. Periksa koneksi Anda.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Coba unggah lagi' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(STORED_VIDEO));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[1]).toBe(file);
  });

  it('refuses a file of the wrong kind in the browser, before sending anything', async () => {
    stubReleaseApi();
    const { input } = renderField('audio');

    await userEvent.upload(input, new File(['ID3'], 'lagu.mp3', { type: 'audio/mpeg' }), { applyAccept: false });

    expect(await screen.findByText('Audio lengkap harus berkas WAV')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Coba unggah lagi' })).not.toBeInTheDocument();
  });
});
