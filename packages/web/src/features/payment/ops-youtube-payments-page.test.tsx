import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import OpsYoutubePaymentsPage from './ops-youtube-payments-page.tsx';
import { buildPayable, buildPayment, pageOf } from './test-support.tsx';

const UNPAID = buildPayable();
const PAID = buildPayable({ company_id: 4, company_name: 'Cahaya Records', paid_at: '2026-10-28T03:00:00.000Z' });

const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.requests.filter((call) => call.method === 'GET' && call.url.pathname === '/api/ops/youtube/payments');

describe('staff YouTube payments', () => {
  it('opens on the unpaid periods and narrows them to a company and a status', async () => {
    const fetchMock = stubApi({
      'GET /api/ops/youtube/payments': () => pageOf([UNPAID, PAID]),
      'GET /api/ops/companies': () => pageOf([{ id: 2, company: 'PT Musik Nusantara' }]),
    });
    renderSignedIn(<OpsYoutubePaymentsPage />, { role: 'staff', path: '/ops/youtube-payments' });
    const table = await screen.findByRole('table', { name: 'Periode yang dapat dibayar' });
    expect(listCalls(fetchMock)[0]?.url.searchParams.get('status')).toBe('unpaid');
    const unpaidRow = within(table).getByRole('row', { name: /PT Musik Nusantara/ });
    expect(unpaidRow).toHaveTextContent('Oktober 2026');
    expect(unpaidRow).toHaveTextContent(/Rp\s10\.850\.000/);
    expect(within(within(table).getByRole('row', { name: /Cahaya Records/ })).queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Perusahaan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'PT Musik Nusantara', hidden: true }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.url.searchParams.get('company_id')).toBe('2'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Semua', hidden: true }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.url.searchParams.get('status')).toBe('all'));
  });

  it('pays a period after confirming, with the note in both languages, and says so', async () => {
    const fetchMock = stubApi({
      'GET /api/ops/youtube/payments': () => pageOf([UNPAID]),
      'POST /api/ops/youtube/payments': () => ({
        status: 201,
        body: { data: { payments: [buildPayment(), buildPayment({ hash: 'pay-2' })] } },
      }),
    });
    renderSignedIn(<OpsYoutubePaymentsPage />, { role: 'staff', path: '/ops/youtube-payments' });
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar PT Musik Nusantara Oktober 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Catat pembayaran' });
    expect(dialog).toHaveTextContent(
      /Rp\s10\.850\.000 kepada PT Musik Nusantara untuk periode Oktober 2026 \(3 proyek\)/,
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Keterangan \(Indonesia\)/ }),
      'Transfer BCA 28/10',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Keterangan \(Inggris\)/ }),
      'BCA transfer 28/10',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bayar' }));

    await waitFor(() =>
      expect(fetchMock.requests.find((call) => call.method === 'POST')?.body).toEqual({
        company_id: 2,
        periode: '2026-10',
        is_adjustment: false,
        description: 'Transfer BCA 28/10',
        description_en: 'BCA transfer 28/10',
      }),
    );
    expect(await screen.findByText('2 pembayaran untuk PT Musik Nusantara tercatat')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(fetchMock).length).toBeGreaterThan(1));
  });

  it('shows why the server refused the payment, in the reader’s language', async () => {
    stubApi({
      'GET /api/ops/youtube/payments': () => pageOf([buildPayable({ is_adjustment: true })]),
      'POST /api/ops/youtube/payments': () => ({
        status: 409,
        body: { code: 'payment.already_paid', message: 'This period is already paid' },
      }),
    });
    renderSignedIn(<OpsYoutubePaymentsPage />, { role: 'staff', path: '/ops/youtube-payments' });
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar PT Musik Nusantara Oktober 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Catat pembayaran' });
    expect(dialog).toHaveTextContent(/transfer penyesuaian/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bayar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Periode ini sudah dibayar.');
  });
});
