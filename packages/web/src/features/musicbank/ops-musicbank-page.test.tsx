import type { OpsMusicbankItem } from '@irama/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OpsMusicbankPage from './ops-musicbank-page.tsx';
import { buildItem, buildOpsRequest, ok, pageOf, renderSignedIn, stubApi } from './test-support.tsx';

// Uploads go through XMLHttpRequest (for their progress), which jsdom cannot send: the test plays the server.
const uploadWithProgress = vi.hoisted(() => vi.fn());
vi.mock('../../lib/upload-with-progress.ts', () => ({ uploadWithProgress }));

afterEach(() => {
  uploadWithProgress.mockReset();
});

function buildOpsItem(overrides: Partial<OpsMusicbankItem> = {}): OpsMusicbankItem {
  const { own_request: _, ...item } = buildItem();
  return { ...item, is_listed: true, requests: 3, licensed_to: [], ...overrides };
}

const postBodies = (api: ReturnType<typeof stubApi>, path: string) =>
  api.requests.filter((call) => call.method === 'POST' && call.url.pathname === path).map((call) => call.body);

describe('Music Bank staff page', () => {
  it('accepts a request with the fee and terms prefilled from the song, as staff changed them', async () => {
    const api = stubApi({
      'GET /api/ops/musicbank/items': () => pageOf([buildOpsItem()]),
      'GET /api/ops/musicbank/requests': () => pageOf([buildOpsRequest()]),
      'POST /api/ops/musicbank/requests/42/accept': () => ok(buildOpsRequest({ status: 'need_action' })),
    });
    renderSignedIn(<OpsMusicbankPage />, { role: 'staff', path: '/ops/musicbank?tab=requests' });
    const table = await screen.findByRole('table', { name: 'Permintaan lisensi' });
    expect(
      api.requests.find((call) => call.url.pathname === '/api/ops/musicbank/requests')?.url.searchParams.get('status'),
    ).toBe('on_request');
    await userEvent.click(within(table).getByRole('button', { name: 'Terima MB-2026-000042' }));

    const dialog = await screen.findByRole('dialog', { name: 'Terima permintaan MB-2026-000042' });
    const fee = within(dialog).getByRole('textbox', { name: /Biaya lisensi akhir/ });
    expect(fee).toHaveValue('2.500.000');
    const terms = within(dialog).getByRole('textbox', { name: /Syarat lisensi akhir/ });
    expect(terms).toHaveValue('Wilayah Indonesia, 5 tahun, 50% royalti penerbitan untuk pencipta.');
    await userEvent.clear(fee);
    await userEvent.type(fee, '3.000.000');
    await userEvent.type(terms, ' Termasuk sinkronisasi iklan.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terima' }));

    expect(await screen.findByText('Permintaan diterima. Mitra sudah dikabari untuk membayar.')).toBeInTheDocument();
    expect(postBodies(api, '/api/ops/musicbank/requests/42/accept')).toEqual([
      {
        fee_idr: 3_000_000,
        terms: 'Wilayah Indonesia, 5 tahun, 50% royalti penerbitan untuk pencipta. Termasuk sinkronisasi iklan.',
      },
    ]);
  });

  it('declines only with a reason', async () => {
    const api = stubApi({
      'GET /api/ops/musicbank/requests': () => pageOf([buildOpsRequest()]),
      'POST /api/ops/musicbank/requests/42/decline': () => ok(buildOpsRequest({ status: 'declined' })),
    });
    renderSignedIn(<OpsMusicbankPage />, { role: 'staff', path: '/ops/musicbank?tab=requests' });
    await userEvent.click(await screen.findByRole('button', { name: 'Tolak MB-2026-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak permintaan MB-2026-000042' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await within(dialog).findByText('Tuliskan alasan penolakan untuk mitra')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Alasan penolakan/ }),
      'Lagu sedang dipakai pihak lain',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await waitFor(() =>
      expect(postBodies(api, '/api/ops/musicbank/requests/42/decline')).toEqual([
        { reason: 'Lagu sedang dipakai pihak lain' },
      ]),
    );
  });

  it('checks a new song with the contract before sending it', async () => {
    const api = stubApi({ 'GET /api/ops/musicbank/items': () => pageOf([buildOpsItem()]) });
    renderSignedIn(<OpsMusicbankPage />, { role: 'staff', path: '/ops/musicbank' });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah lagu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah lagu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Judul lagu wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Isi minimal satu nama pencipta')).toBeInTheDocument();
    expect(within(dialog).getByText('Syarat lisensi wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Isi biaya lisensi dalam rupiah utuh, tanpa desimal')).toBeInTheDocument();
    expect(postBodies(api, '/api/ops/musicbank/items')).toEqual([]);
  });

  it('saves a new song whole and keeps it open for its demo', async () => {
    const created = buildOpsItem({ id: 77, title: 'Senja', demo_url: null, requests: 0 });
    const api = stubApi({
      'GET /api/ops/musicbank/items': () => pageOf([buildOpsItem()]),
      'POST /api/ops/musicbank/items': () => ok(created, 201),
    });
    renderSignedIn(<OpsMusicbankPage />, { role: 'staff', path: '/ops/musicbank' });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah lagu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah lagu' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Judul/ }), 'Senja');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /^Pencipta/ }), 'Sari,');
    for (const [field, option] of [
      ['Genre', 'Keroncong'],
      ['Suasana', 'Tenang'],
      ['Bahasa', 'Bahasa Jawa'],
    ] as const) {
      await userEvent.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${field}`) }));
      await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
    }
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Biaya lisensi/ }), '1.750.000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Syarat lisensi/ }), 'ID, 3 thn');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Eksklusif/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await waitFor(() =>
      expect(postBodies(api, '/api/ops/musicbank/items')).toEqual([
        {
          title: 'Senja',
          writers: ['Sari'],
          genre: 'keroncong',
          mood: 'calm',
          language: 'jv',
          lyrics: '',
          terms: 'ID, 3 thn',
          fee_idr: 1_750_000,
          is_exclusive: true,
          is_listed: true,
        },
      ]),
    );
    const editing = await screen.findByRole('dialog', { name: 'Ubah lagu "Senja"' });
    expect(within(editing).getByRole('group', { name: 'Demo' })).toHaveTextContent(
      'Belum ada demo. MP3 atau WAV, maksimal 30 MB.',
    );
  });

  it('uploads a song’s demo with a progress bar', async () => {
    stubApi({ 'GET /api/ops/musicbank/items': () => pageOf([buildOpsItem({ demo_url: null })]) });
    let progress: (percent: number) => void = () => {};
    uploadWithProgress.mockImplementation(
      (_path: string, _file: File, options: { onProgress: (percent: number) => void }) =>
        new Promise(() => {
          progress = options.onProgress;
        }),
    );
    renderSignedIn(<OpsMusicbankPage />, { role: 'staff', path: '/ops/musicbank' });
    await userEvent.click(await screen.findByRole('button', { name: /Rindu Pulang/ }));
    const editing = await screen.findByRole('dialog', { name: 'Ubah lagu "Rindu Pulang"' });
    const demo = within(editing).getByRole('group', { name: 'Demo' });
    const input = demo.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['ID3'], 'rindu.mp3', { type: 'audio/mpeg' }));
    act(() => progress(55));
    expect(await within(demo).findByRole('progressbar', { name: 'Progres unggah demo Rindu Pulang' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    expect(uploadWithProgress).toHaveBeenCalledWith(
      '/api/ops/musicbank/items/12/demo',
      expect.any(File),
      expect.objectContaining({ method: 'PUT' }),
    );
  });

  it('shows paylater exposure per company with the total', async () => {
    stubApi({
      'GET /api/ops/paylater': () =>
        ok({
          companies: [
            {
              company: { id: 3, name: 'PT Musik Nusantara' },
              limit_idr: 5_400_000,
              outstanding_idr: 1_575_000,
              repaid_idr: 525_000,
              repaying: 1,
              last_repayment_at: '2026-11-05T03:00:00.000Z',
            },
          ],
          total_outstanding_idr: 1_575_000,
        }),
    });
    renderSignedIn(<OpsMusicbankPage />, { role: 'staff', path: '/ops/musicbank?tab=paylater' });
    expect((await screen.findByText('Total belum lunas')).nextSibling).toHaveTextContent(/Rp\s1\.575\.000/);
    const row = within(screen.getByRole('table', { name: 'Paparan paylater per perusahaan' })).getByRole('row', {
      name: /PT Musik Nusantara/,
    });
    expect(row).toHaveTextContent(/Rp\s5\.400\.000/);
  });
});
