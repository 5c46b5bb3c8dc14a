import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';
import { stubApi } from '../../test/api-stub.tsx';
import OpsConflictsPage from './ops-conflicts-page.tsx';
import { buildConflict, buildConflictDetail, ok, pageOf, renderCatalogScreen } from './test-support.tsx';

vi.mock('../../lib/upload-with-progress.ts', () => ({ uploadWithProgress: vi.fn() }));
const upload = vi.mocked(uploadWithProgress);

afterEach(() => {
  upload.mockReset();
});

const APPEAL = buildConflict({ status: 'appealed' });
const APPEAL_DETAIL = {
  ...buildConflictDetail({
    status: 'appealed',
    history: [
      { kind: 'opened', by: null, note: null, evidence_url: null, created_at: '2026-11-10T03:00:00.000Z' },
      {
        kind: 'countered',
        by: 'Budi Santoso',
        note: 'Kami pemilik master sejak 2019.',
        evidence_url: '/media/2/kontrak.pdf',
        created_at: '2026-11-12T03:00:00.000Z',
      },
    ],
  }),
  company_id: 2,
  company_name: 'PT Musik Nusantara',
};

async function chooseCsv(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File(['asset_id,conflicting_owner\n'], 'conflicts.csv', { type: 'text/csv' }));
}

describe('staff conflict appeals', () => {
  it('narrows the list to the company picked', async () => {
    const fetchMock = stubApi({
      'GET /api/ops/conflicts': () => pageOf([{ ...APPEAL, company_id: 2, company_name: 'PT Musik Nusantara' }]),
      'GET /api/ops/companies': () => pageOf([{ id: 2, company: 'PT Musik Nusantara' }]),
    });
    renderCatalogScreen(<OpsConflictsPage />, { path: '/ops/conflicts', role: 'staff' });
    await screen.findByRole('table', { name: 'Konflik semua perusahaan' });

    const company = screen.getByRole('combobox', { name: 'Perusahaan' });
    expect(company).toHaveValue('Semua perusahaan');
    await userEvent.click(company);
    await userEvent.click(await screen.findByRole('option', { name: 'PT Musik Nusantara', hidden: true }));
    await waitFor(() => {
      const last = fetchMock.requests.filter((call) => call.url.pathname === '/api/ops/conflicts').at(-1);
      expect(last?.url.searchParams.get('company_id')).toBe('2');
    });
  });

  it('opens on the appeals, shows the owner’s reason and evidence, and needs a note to decide', async () => {
    const fetchMock = stubApi({
      'GET /api/ops/conflicts': () => pageOf([{ ...APPEAL, company_id: 2, company_name: 'PT Musik Nusantara' }]),
      'GET /api/ops/conflicts/id/41': () => ok(APPEAL_DETAIL),
      'POST /api/ops/conflicts/id/41/resolve': () => ok({ ...APPEAL_DETAIL, status: 'won' }),
    });
    renderCatalogScreen(<OpsConflictsPage />, { path: '/ops/conflicts', role: 'staff' });

    const table = await screen.findByRole('table', { name: 'Konflik semua perusahaan' });
    expect(within(table).getByText('PT Musik Nusantara')).toBeInTheDocument();
    expect(
      fetchMock.requests.find((call) => call.url.pathname === '/api/ops/conflicts')?.url.searchParams.get('status'),
    ).toBe('appealed');
    await userEvent.click(within(table).getByRole('button', { name: 'Cinta Terlarang' }));
    const drawer = await screen.findByRole('dialog', { name: 'Detail aset konflik' });
    expect(await within(drawer).findByText('Kami pemilik master sejak 2019.')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Lihat bukti' })).toHaveAttribute('href', '/media/2/kontrak.pdf');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Simpan keputusan' }));
    expect(await within(drawer).findByText('Catatan keputusan wajib diisi')).toBeInTheDocument();
    expect(fetchMock.requests.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(drawer).getByRole('textbox', { name: /Catatan untuk pemilik/ }), 'Kontrak sah.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Simpan keputusan' }));
    await waitFor(() =>
      expect(fetchMock.requests.find((call) => call.method === 'POST')?.body).toEqual({
        outcome: 'won',
        note: 'Kontrak sah.',
      }),
    );
  });

  it('lists a refused file’s bad lines with their reasons, and an import’s skipped lines', async () => {
    stubApi({ 'GET /api/ops/conflicts': () => pageOf([]) });
    upload.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'catalogs.import_invalid' as ApiError['code'],
        fieldErrors: { 'line:12': 'ingest.errors.codes.invalid_number', 'line:3': 'ingest.errors.codes.missing_value' },
      }),
    );
    const { container } = renderCatalogScreen(<OpsConflictsPage />, { path: '/ops/conflicts', role: 'staff' });
    await screen.findByText('Tidak ada konflik di sini');

    await chooseCsv(container);
    await userEvent.click(screen.getByRole('button', { name: 'Impor' }));
    const alert = await screen.findByRole('alert', { name: 'File ditolak' });
    const lines = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines[0]).toMatch(/^Baris 3: /);
    expect(lines[1]).toMatch(/^Baris 12: /);

    upload.mockResolvedValueOnce({
      lines: 4,
      opened: 2,
      updated: 1,
      skipped: [{ line: 5, asset_id: 'A999', reason: 'unknown_asset' }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Impor' }));
    expect(await screen.findByText('4 baris dibaca: 2 konflik dibuka, 1 diperbarui, 1 dilewati.')).toBeInTheDocument();
    expect(screen.getByText(/Baris 5 \(A999\): aset tidak dimiliki perusahaan mana pun/)).toBeInTheDocument();
  });
});
