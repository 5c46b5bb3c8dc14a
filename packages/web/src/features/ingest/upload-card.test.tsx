import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { type UploadOptions, uploadForBody } from '../../lib/upload-with-progress.ts';
import { UploadCard } from './components/upload-card.tsx';
import { buildAnalyticsRun, buildRun, renderAs, stubApi } from './test-support.tsx';

vi.mock('../../lib/upload-with-progress.ts', () => ({ uploadForBody: vi.fn() }));
const upload = vi.mocked(uploadForBody);

afterEach(() => {
  upload.mockReset();
});

async function chooseFile(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File(['Period,ISRC\n'], 'tokoku-2026-09.csv', { type: 'text/csv' }));
}

/** An upload that reports half its bytes sent, then waits until it is aborted. */
function hangingUpload(_path: string, _file: File, options?: UploadOptions) {
  options?.onProgress?.(50);
  return new Promise<never>((_resolve, reject) => {
    options?.signal?.addEventListener('abort', () =>
      reject(new ApiError({ status: 0, code: 'network', message: 'aborted' })),
    );
  });
}

describe('report upload', () => {
  it('sends the type, period and store with the file, and says when the content was already ingested', async () => {
    stubApi({});
    upload.mockResolvedValue({ data: buildRun({ id: 9 }), already_ingested: true });
    const { container } = renderAs('staff', <UploadCard onShowRun={() => {}} onShowAnalyticsRun={() => {}} />);

    await userEvent.click(screen.getByRole('combobox', { name: 'Jenis laporan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Toko (CSV/TSV)', hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nama toko' }), 'tokoku');
    await userEvent.type(screen.getByRole('textbox', { name: 'Periode' }), '2026-09');
    await chooseFile(container);
    await userEvent.click(screen.getByRole('button', { name: 'Unggah dan proses' }));

    expect(await screen.findByText('File ini sudah pernah di-ingest')).toBeInTheDocument();
    expect(screen.getByText(/sama persis \(SHA-256\) dengan run #9/)).toBeInTheDocument();
    const [path, file, options] = upload.mock.calls[0] ?? [];
    expect(path).toBe('/api/ops/ingest');
    expect((file as File).name).toBe('tokoku-2026-09.csv');
    expect(options?.fields).toEqual({ type: 'store', period: '2026-09', store: 'tokoku' });
  });

  it('offers every YouTube revenue report by name and sends the chosen one without a store', async () => {
    stubApi({});
    upload.mockResolvedValue({
      data: buildRun({ id: 4, source: 'youtube_license', store: '' }),
      already_ingested: false,
    });
    const { container } = renderAs('staff', <UploadCard onShowRun={() => {}} onShowAnalyticsRun={() => {}} />);

    await userEvent.click(screen.getByRole('combobox', { name: 'Jenis laporan' }));
    const names = [
      'Iklan YouTube',
      'YouTube Premium',
      'YouTube Shorts',
      'Biaya lisensi YouTube',
      'Fitur berbayar YouTube',
    ];
    for (const name of names) expect(await screen.findByRole('option', { name, hidden: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Biaya lisensi YouTube', hidden: true }));
    expect(screen.queryByRole('textbox', { name: 'Nama toko' })).not.toBeInTheDocument();
    await chooseFile(container);
    await userEvent.click(screen.getByRole('button', { name: 'Unggah dan proses' }));

    expect(await screen.findByText('File diproses sebagai run #4')).toBeInTheDocument();
    expect(upload.mock.calls[0]?.[2]?.fields).toEqual({ type: 'youtube_license' });
  });

  it('asks for the store name of a store file and a period written as YYYY-MM', async () => {
    stubApi({});
    const { container } = renderAs('staff', <UploadCard onShowRun={() => {}} onShowAnalyticsRun={() => {}} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Jenis laporan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Toko (CSV/TSV)', hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Periode' }), '09/2026');
    await chooseFile(container);
    await userEvent.click(screen.getByRole('button', { name: 'Unggah dan proses' }));

    expect(await screen.findByText('Isi nama toko untuk file toko.')).toBeInTheDocument();
    expect(screen.getByText('Tulis periode sebagai YYYY-MM, mis. 2026-10.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends an analytics feed to its own endpoint without the period and store it states itself', async () => {
    stubApi({});
    const run = buildAnalyticsRun({ id: 7 });
    upload.mockResolvedValue({ data: run, already_ingested: false });
    const onShowAnalyticsRun = vi.fn();
    const { container } = renderAs(
      'staff',
      <UploadCard onShowRun={() => {}} onShowAnalyticsRun={onShowAnalyticsRun} />,
    );

    // A period typed for a report is left behind, unchecked, once the feed is chosen.
    await userEvent.type(screen.getByRole('textbox', { name: 'Periode' }), '09/2026');
    await userEvent.click(screen.getByRole('combobox', { name: 'Jenis laporan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Feed analitik harian', hidden: true }));
    expect(screen.queryByRole('textbox', { name: 'Periode' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nama toko' })).not.toBeInTheDocument();
    expect(screen.getByText(/menyebutkan sendiri jenis, toko dan bulannya/)).toBeInTheDocument();
    await chooseFile(container);
    await userEvent.click(screen.getByRole('button', { name: 'Unggah dan proses' }));

    expect(await screen.findByText('Feed analitik diproses sebagai run #7')).toBeInTheDocument();
    const [path, , options] = upload.mock.calls[0] ?? [];
    expect(path).toBe('/api/ops/ingest/analytics');
    expect(options?.fields).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat run #7' }));
    expect(onShowAnalyticsRun).toHaveBeenCalledWith(run);
  });

  it('shows the progress, cancels the upload and sends the same file again on retry', async () => {
    stubApi({});
    upload.mockImplementationOnce(hangingUpload);
    upload.mockResolvedValueOnce({ data: buildRun({ id: 10, total_rows: 3 }), already_ingested: false });
    const { container } = renderAs('staff', <UploadCard onShowRun={() => {}} onShowAnalyticsRun={() => {}} />);
    await chooseFile(container);
    await userEvent.click(screen.getByRole('button', { name: 'Unggah dan proses' }));

    expect(await screen.findByText('Mengunggah… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Kemajuan unggahan' })).toHaveAttribute('aria-valuenow', '50');
    await userEvent.click(screen.getByRole('button', { name: 'Batalkan unggahan' }));
    expect(await screen.findByText('Unggahan dibatalkan. Tidak ada yang berubah.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('File diproses sebagai run #10')).toBeInTheDocument();
    expect(screen.getByText('3 baris dibaca.')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[1]).toBe(upload.mock.calls[0]?.[1]);
    expect(upload.mock.calls[1]?.[2]?.fields).toEqual({ type: 'youtube' });
  });
});
