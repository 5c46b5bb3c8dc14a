import type { IdeaContent } from '@irama/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { type Answer, fieldErrors, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import OpsIdeasPage from './ops-ideas-page.tsx';

// Uploads go through XMLHttpRequest (for their progress), which jsdom cannot send: here an upload is its answer.
const uploadWithProgress = vi.hoisted(() => vi.fn());
vi.mock('../../lib/upload-with-progress.ts', () => ({ uploadWithProgress }));

afterEach(() => {
  uploadWithProgress.mockReset();
});

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const BANNER: IdeaContent = {
  id: 4,
  kind: 'banner',
  title: 'Tarik saldo dalam 24 jam',
  title_en: 'Withdraw within 24 hours',
  summary: 'Pendapatan toko musik langsung ke rekening.',
  summary_en: 'Store revenue straight to your bank account.',
  image_url: '/demo/ideas/banner-withdraw.svg',
  link_url: '/riwayatpendapatan',
  published_on: '2026-11-02',
  starts_on: '2026-11-01',
  ends_on: '2026-12-31',
  position: 1,
};
const page = (results: IdeaContent[]) => ok({ results, page: 1, limit: 20, total: results.length });

async function openNewBanner(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Tambah konten' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah konten' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Judul \(Indonesia\)/ }), 'Rilis serentak akhir tahun');
  return dialog;
}

describe('staff Home and Ideas content', () => {
  it('lists the content with its kind and showing dates, and says so when there is none', async () => {
    stubApi({ 'GET /api/ops/ideas/content': () => page([BANNER]) });
    renderSignedIn(<OpsIdeasPage />, { role: 'staff' });

    const row = (await screen.findByText('Tarik saldo dalam 24 jam')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Banner')).toBeInTheDocument();
    expect(within(row).getByText(/1 Nov 2026 – 31 Des 2026/)).toBeInTheDocument();

    vi.unstubAllGlobals();
    stubApi({ 'GET /api/ops/ideas/content': () => page([]) });
    renderSignedIn(<OpsIdeasPage />, { role: 'staff' });
    expect(await screen.findByText('Belum ada konten')).toBeInTheDocument();
  });

  it('adds a banner with an uploaded picture: the upload fills the image field and the save sends it', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/ops/ideas/content': () => page([]),
      'POST /api/ops/ideas/content': () => ({ status: 201, body: { data: { ...BANNER, id: 9 } } }),
    });
    uploadWithProgress.mockResolvedValue({ id: 'a1', url: '/media/1/a1.png', mime: 'image/png', size: 2048 });
    renderSignedIn(<OpsIdeasPage />, { role: 'staff' });

    const dialog = await openNewBanner(user);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' });
    const picker = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(picker, file);
    expect(uploadWithProgress).toHaveBeenCalledWith(
      '/api/v1/media',
      file,
      expect.objectContaining({ service: 'media_url' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Gambar/ })).toHaveValue('/media/1/a1.png'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.requests.some((call) => call.method === 'POST')).toBe(true));
    const saved = api.requests.find((call) => call.method === 'POST');
    expect(saved?.body).toMatchObject({
      kind: 'banner',
      title: 'Rilis serentak akhir tahun',
      image_url: '/media/1/a1.png',
      link_url: null,
    });
    expect(await screen.findByText('Konten disimpan')).toBeInTheDocument();
  });

  it('takes a title in English only, and refuses content with a title in neither language', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/ops/ideas/content': () => page([]),
      'POST /api/ops/ideas/content': () => ({ status: 201, body: { data: { ...BANNER, id: 9 } } }),
    });
    renderSignedIn(<OpsIdeasPage />, { role: 'staff' });
    await user.click(await screen.findByRole('button', { name: 'Tambah konten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah konten' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Isi dalam bahasa Indonesia atau Inggris')).toBeInTheDocument();
    expect(api.requests.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /^Judul \(Inggris\)/ }), 'Year-end release');
    await user.type(within(dialog).getByRole('textbox', { name: /^Keterangan \(Inggris\)/ }), 'All stores at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.requests.some((call) => call.method === 'POST')).toBe(true));
    expect(api.requests.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: '',
      title_en: 'Year-end release',
      summary: '',
      summary_en: 'All stores at once.',
    });
  });

  it('keeps the form and says why when the upload is refused', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/ops/ideas/content': () => page([]) });
    uploadWithProgress.mockRejectedValue(
      new ApiError({ status: 415, code: 'unsupported_media_type', fieldErrors: { file: 'media.type_not_allowed' } }),
    );
    renderSignedIn(<OpsIdeasPage />, { role: 'staff' });

    const dialog = await openNewBanner(user);
    const picker = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(picker, new File(['%PDF'], 'banner.png', { type: 'image/png' }));

    expect(await screen.findByText('Jenis berkas tidak didukung. Gunakan JPG, PNG, atau WebP.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Judul \(Indonesia\)/ })).toHaveValue(
      'Rilis serentak akhir tahun',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Gambar/ })).toHaveValue('');
  });

  it('shows the server’s field errors on their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/ops/ideas/content': () => page([]),
      'POST /api/ops/ideas/content': () => fieldErrors({ link_url: 'validation.url.invalid' }),
    });
    renderSignedIn(<OpsIdeasPage />, { role: 'staff' });

    const dialog = await openNewBanner(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Tautan/ }), '/release');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    const link = within(dialog).getByRole('textbox', { name: /^Tautan/ });
    await waitFor(() => expect(link).toHaveAttribute('aria-invalid', 'true'));
    expect(link).toHaveValue('/release');
    expect(within(dialog).getByRole('textbox', { name: /^Judul \(Indonesia\)/ })).toHaveValue(
      'Rilis serentak akhir tahun',
    );
  });

  it('deletes content only after the confirmation', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/ops/ideas/content': () => page([BANNER]),
      'DELETE /api/ops/ideas/content/4': () => ok({ id: 4 }),
    });
    renderSignedIn(<OpsIdeasPage />, { role: 'staff' });

    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hapus konten?' });
    expect(api.requests.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));

    await waitFor(() =>
      expect(api.requests.some((call) => call.method === 'DELETE' && call.url.pathname.endsWith('/4'))).toBe(true),
    );
    expect(await screen.findByText('Konten dihapus')).toBeInTheDocument();
  });
});
