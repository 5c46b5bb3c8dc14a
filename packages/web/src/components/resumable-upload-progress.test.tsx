import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { progressOf, type ResumableUpload } from '../lib/use-resumable-upload.ts';
import { buildMe, buildSession, renderWithSession } from '../test/render.tsx';
import { ResumableUploadProgress } from './resumable-upload-progress.tsx';

const MiB = 1024 * 1024;

function upload(overrides: Partial<ResumableUpload> = {}): ResumableUpload {
  return {
    status: 'uploading',
    progress: { sent: 60 * MiB, total: 100 * MiB, percent: 60, bytesPerSecond: 1.2 * MiB, secondsLeft: 200 },
    expiresAt: new Date(Date.now() + 23.5 * 3600 * 1000),
    error: null,
    filename: 'lagu.wav',
    start: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
    cancel: vi.fn(),
    ...overrides,
  };
}

const renderProgress = (value: ResumableUpload) =>
  renderWithSession(<ResumableUploadProgress upload={value} />, { session: buildSession(buildMe()) });

describe('resumable upload progress', () => {
  it('shows the file, percent, speed, time left and expiry, and pauses on request', async () => {
    const running = upload();
    renderProgress(running);

    expect(screen.getByText('Mengunggah lagu.wav')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Kemajuan unggahan lagu.wav' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByText('1,2 MB/dtk · sisa 4 mnt · kedaluwarsa dalam 23 jam')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Jeda' }));
    expect(running.pause).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Batalkan unggahan' }));
    expect(running.cancel).toHaveBeenCalled();
  });

  it('offers Resume when paused, and says it waits for the network when offline', async () => {
    const paused = upload({ status: 'paused' });
    const { unmount } = renderProgress(paused);
    expect(screen.getByText('Dijeda · kedaluwarsa dalam 23 jam')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(paused.resume).toHaveBeenCalled();
    unmount();

    renderProgress(upload({ status: 'offline' }));
    expect(
      screen.getByText('Tidak ada koneksi, menunggu tersambung lagi · kedaluwarsa dalam 23 jam'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lanjutkan' })).toBeDisabled();
  });

  it('shows nothing once the upload is done', () => {
    renderProgress(upload({ status: 'done' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('progressOf', () => {
  it('measures the speed over the samples and the time left from it', () => {
    const samples = [
      { at: 0, sent: 10 * MiB },
      { at: 4_000, sent: 18 * MiB },
    ];
    expect(progressOf(samples, 18 * MiB, 100 * MiB)).toEqual({
      sent: 18 * MiB,
      total: 100 * MiB,
      percent: 18,
      bytesPerSecond: 2 * MiB,
      secondsLeft: 41,
    });
  });

  it('gives no speed before a second of samples', () => {
    expect(
      progressOf(
        [
          { at: 0, sent: 0 },
          { at: 500, sent: MiB },
        ],
        MiB,
        10 * MiB,
      ).bytesPerSecond,
    ).toBeNull();
  });
});
