import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/index.ts';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';
import { type Handler, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import PaymentPage from './payment-page.tsx';
import { buildPayment, buildReport, INFO, ok, pageOf, SUMMARY } from './test-support.tsx';

vi.mock('../../lib/upload-with-progress.ts', () => ({ uploadWithProgress: vi.fn() }));
const upload = vi.mocked(uploadWithProgress);

afterEach(() => {
  upload.mockReset();
});

const WITHOUT_PROJECT = buildPayment({ hash: 'pay-2', project: '', amount_idr: 3_000_000 });
const WITH_PROOF = buildPayment({
  hash: 'pay-3',
  project: 'Lagu Daerah',
  tax_status: 'uploaded',
  tax_proof: { url: '/media/5/bukti.pdf', name: 'bukti-september.pdf', uploaded_at: '2026-11-02T03:00:00.000Z' },
});

function stubPayments(overrides: Record<string, Handler> = {}) {
  return stubApi({
    'GET /api/v2/payment/info': () => ok(INFO),
    'GET /api/v2/payment/summary': () => ok(SUMMARY),
    'GET /api/v2/payment/report': () => ok(buildReport({ payments: [buildPayment()] })),
    'GET /api/v2/payment/history': () => pageOf([buildPayment(), WITHOUT_PROJECT, WITH_PROOF]),
    ...overrides,
  });
}

/** An option of one select: both selects list months, and their closed lists stay in the document. */
async function optionOf(select: string, option: string) {
  const list = await screen.findByRole('listbox', { name: select, hidden: true });
  return within(list).getByRole('option', { name: option, hidden: true });
}

const historyCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.requests.filter((call) => call.url.pathname === '/api/v2/payment/history');

describe('YouTube payment page', () => {
  it('shows each payment’s note in the reader’s language, or in the other when staff wrote only that', async () => {
    const only = buildPayment({ hash: 'pay-9', description: 'Hanya bahasa Indonesia', description_en: '' });
    for (const [language, notes] of [
      ['id', ['Transfer pendapatan September', 'Hanya bahasa Indonesia']],
      ['en', ['September revenue transfer', 'Hanya bahasa Indonesia']],
    ] as const) {
      await applyLanguage(language);
      try {
        stubPayments({ 'GET /api/v2/payment/history': () => pageOf([buildPayment(), only]) });
        const { unmount } = renderSignedIn(<PaymentPage />, { path: '/reports/payment' });
        for (const note of notes) expect(await screen.findByText(note)).toBeInTheDocument();
        unmount();
      } finally {
        await applyLanguage('id');
      }
    }
  });

  it('shows the bank, the summary, the period’s credits with its rate, and the history', async () => {
    stubPayments();
    renderSignedIn(<PaymentPage />, { path: '/reports/payment' });

    expect(await screen.findByText('Bank Central Asia')).toBeInTheDocument();
    expect(screen.getByText('1234567890')).toBeInTheDocument();
    expect(screen.getByText(/paling lambat di akhir setiap bulan/)).toBeInTheDocument();
    expect(screen.getByText(/dalam 5 hari kerja/)).toBeInTheDocument();
    expect(screen.getByText(/Batas unggah bukti potong berikutnya: 30 Nov 2099/)).toBeInTheDocument();
    expect(screen.getByText('Rp 48.000.000')).toBeInTheDocument();
    expect(screen.getByText('Rp 18.000.000')).toBeInTheDocument();

    const credits = await screen.findByRole('table', { name: 'Kredit per sumber' });
    const ads = within(credits).getByRole('row', { name: /Iklan/ });
    expect(
      within(ads)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Iklan', 'Rp 9.000.000', '-Rp 150.000']);
    expect(within(credits).getByRole('row', { name: /Shorts/ })).toHaveTextContent('Rp 0');
    expect(screen.getByText('Kurs periode ini: 1 USD = Rp 16.250,5')).toBeInTheDocument();

    const history = await screen.findByRole('table', { name: 'Riwayat pembayaran' });
    expect(within(history).getByText('Tanpa proyek')).toBeInTheDocument();
    expect(within(history).getByText('Sudah diunggah')).toBeInTheDocument();
    expect(within(history).getAllByText('Okt 2026').length).toBeGreaterThan(0);
    expect(within(history).getAllByRole('button', { name: 'Unggah bukti potong' })).toHaveLength(2);
  });

  it('asks for the bank data on the company profile when it is missing, and says a late proof is late', async () => {
    stubPayments({
      'GET /api/v2/payment/info': () => ok({ ...INFO, bank: null, next_tax_deadline: '2026-01-30' }),
    });
    renderSignedIn(<PaymentPage />, { path: '/reports/payment' });
    const link = await screen.findByRole('link', { name: 'Lengkapi data bank' });
    expect(link).toHaveAttribute('href', '/profile?tab=company');
    expect(screen.getByText(/Bukti potong terlambat: batasnya 30 Jan 2026/)).toBeInTheDocument();
  });

  it('reads the report of the period picked', async () => {
    const fetchMock = stubPayments();
    renderSignedIn(<PaymentPage />, { path: '/reports/payment' });
    await screen.findByRole('table', { name: 'Kredit per sumber' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Periode laporan' }));
    await userEvent.click(await optionOf('Periode laporan', 'September 2026'));
    await waitFor(() => {
      const last = fetchMock.requests.filter((call) => call.url.pathname === '/api/v2/payment/report').at(-1);
      expect(last?.url.searchParams.get('periode')).toBe('2026-09');
    });
  });

  it('uploads a tax proof through the media service and attaches its url to the payment', async () => {
    const fetchMock = stubPayments({
      'GET /api/v2/payment/history': () => pageOf([WITHOUT_PROJECT]),
      'GET /api/v2/payment/report': () => ok(buildReport()),
      'POST /api/v2/payment/tax_proof': () => ok({ ...WITHOUT_PROJECT, tax_status: 'uploaded' }),
    });
    upload.mockResolvedValueOnce({ id: 'f9', url: '/media/9/bukti-potong.pdf', mime: 'application/pdf', size: 2048 });
    renderSignedIn(<PaymentPage />, { path: '/reports/payment' });

    const history = await screen.findByRole('table', { name: 'Riwayat pembayaran' });
    await userEvent.click(within(history).getByRole('button', { name: 'Unggah bukti potong' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unggah bukti potong' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unggah' }));
    expect(await within(dialog).findByText('Pilih berkas bukti potong')).toBeInTheDocument();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File(['%PDF-1.4'], 'bukti-potong.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unggah' }));

    await waitFor(() =>
      expect(fetchMock.requests.find((call) => call.method === 'POST')?.body).toEqual({
        hash: 'pay-2',
        document_url: '/media/9/bukti-potong.pdf',
        document_name: 'bukti-potong.pdf',
      }),
    );
    expect(upload).toHaveBeenCalledWith('/api/v1/media', file, expect.objectContaining({ service: 'media_url' }));
    expect(await screen.findByText('Bukti potong tersimpan')).toBeInTheDocument();
    // The history is read again, with the proof now there.
    await waitFor(() => expect(historyCalls(fetchMock).length).toBeGreaterThan(1));
  });

  it('shows at the file why the server refused the proof', async () => {
    stubPayments({
      'GET /api/v2/payment/history': () => pageOf([WITHOUT_PROJECT]),
      'POST /api/v2/payment/tax_proof': () => ({
        status: 400,
        body: { code: 'payment.tax_proof_invalid', message: 'no' },
      }),
    });
    upload.mockResolvedValueOnce({ id: 'f9', url: '/media/1/orang-lain.pdf', mime: 'application/pdf', size: 10 });
    renderSignedIn(<PaymentPage />, { path: '/reports/payment' });
    const history = await screen.findByRole('table', { name: 'Riwayat pembayaran' });
    await userEvent.click(within(history).getByRole('button', { name: 'Unggah bukti potong' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unggah bukti potong' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['%PDF'], 'bukti.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unggah' }));
    expect(await within(dialog).findByText('Bukti potong harus berkas yang Anda unggah sendiri.')).toBeInTheDocument();
  });

  it('filters the history by payment month and downloads it, and a proof, as files', async () => {
    const fetchMock = stubPayments({ 'GET /api/v2/payment/history': () => pageOf([WITH_PROOF]) });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderSignedIn(<PaymentPage />, { path: '/reports/payment' });
    const history = await screen.findByRole('table', { name: 'Riwayat pembayaran' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Bulan pembayaran' }));
    await userEvent.click(await optionOf('Bulan pembayaran', 'Oktober 2026'));
    await waitFor(() => expect(historyCalls(fetchMock).at(-1)?.url.searchParams.get('periode')).toBe('2026-10'));

    await userEvent.click(screen.getByRole('button', { name: 'Unduh riwayat' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => {
      const exported = historyCalls(fetchMock).find((call) => call.url.searchParams.get('export') === 'csv');
      expect(exported?.url.searchParams.get('periode')).toBe('2026-10');
    });

    await userEvent.click(within(history).getByRole('button', { name: 'Unduh bukti potong bukti-september.pdf' }));
    await waitFor(() => {
      const document = historyCalls(fetchMock).find((call) => call.url.searchParams.get('metric') === 'document');
      expect(document?.url.searchParams.get('hash')).toBe('pay-3');
    });
  });
});
