import type { ReleaseFile } from '@irama/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../lib/api-error.ts';
import { type UploadOptions, uploadWithProgress } from '../../../../../lib/upload-with-progress.ts';
import { renderReleaseScreen } from '../../../test-support.tsx';
import { FileUploadField } from './file-upload-field.tsx';

vi.mock('../../../../../lib/upload-with-progress.ts', () => ({ uploadWithProgress: vi.fn() }));
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

const wav = () => new File(['RIFF'], 'lagu.wav', { type: 'audio/wav' });

/** The field with its value held like a form would, so the stored file shows after upload. */
function Harness({ onChange }: { onChange: (file: ReleaseFile | null) => void }) {
  const [value, setValue] = useState<ReleaseFile | null>(null);
  return (
    <FileUploadField
      type="audio"
      label="Audio lengkap"
      value={value}
      onChange={(file) => {
        setValue(file);
        onChange(file);
      }}
    />
  );
}

function renderField() {
  const onChange = vi.fn();
  renderReleaseScreen(<Harness onChange={onChange} />, { path: '/release/8' });
  return { onChange, input: screen.getByLabelText('Audio lengkap: Pilih berkas') };
}

describe('file upload field', () => {
  it('shows the upload progress, then what the server read from the WAV', async () => {
    let finish: (file: ReleaseFile) => void = () => {};
    upload.mockImplementation((_path, _file, options?: UploadOptions) => {
      options?.onProgress?.(40);
      return new Promise((resolve) => {
        finish = resolve as (file: ReleaseFile) => void;
      });
    });
    const { onChange, input } = renderField();

    await userEvent.upload(input, wav());

    expect(await screen.findByRole('progressbar', { name: 'Kemajuan unggahan Audio lengkap' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Mengunggah lagu.wav…')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('/api/v2/release/fileupload?type=audio', expect.any(File), expect.anything());

    finish(STORED);

    expect(await screen.findByText('48 kHz · 24-bit · Stereo · 3:25 · 5 MB')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(STORED);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('explains a 415 answer with the type’s own message', async () => {
    upload.mockRejectedValue(new ApiError({ status: 415, code: 'unsupported_media_type' }));
    const { onChange, input } = renderField();

    await userEvent.upload(input, wav());

    expect(await screen.findByText('Audio lengkap harus berkas WAV')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('explains a 413 from a proxy with no problem body as the type’s size limit', async () => {
    upload.mockRejectedValue(new ApiError({ status: 413, code: 'payload_too_large' }));
    const { input } = renderField();

    await userEvent.upload(input, wav());

    expect(await screen.findByText('Berkas audio maksimal 1GB')).toBeInTheDocument();
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
    await userEvent.upload(input, wav());

    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan unggahan' }));

    expect(signal?.aborted).toBe(true);
    expect(await screen.findByLabelText('Audio lengkap: Pilih berkas')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coba unggah lagi' })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends the same file again after a failed upload', async () => {
    upload.mockRejectedValueOnce(new ApiError({ status: 0, code: 'network' })).mockResolvedValueOnce(STORED as never);
    const { onChange, input } = renderField();
    const file = wav();

    await userEvent.upload(input, file);
    expect(await screen.findByText('Tidak dapat terhubung ke server. Periksa koneksi Anda.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Coba unggah lagi' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(STORED));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[1]).toBe(file);
  });

  it('refuses a file of the wrong kind in the browser, before sending anything', async () => {
    const { input } = renderField();

    await userEvent.upload(input, new File(['ID3'], 'lagu.mp3', { type: 'audio/mpeg' }), { applyAccept: false });

    expect(await screen.findByText('Audio lengkap harus berkas WAV')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Coba unggah lagi' })).not.toBeInTheDocument();
  });
});
