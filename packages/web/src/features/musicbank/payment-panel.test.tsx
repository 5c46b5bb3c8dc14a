import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Answer, Handler } from '../../test/api-stub.tsx';
import {
  buildBalance,
  buildQuote,
  buildRequest,
  ok,
  pageOf,
  renderMusicbank,
  stubApi,
  switches,
} from './test-support.tsx';

const PATH = '/comingsoon/musicbank?request=42';
const PAID = ok(
  {
    request: buildRequest({ status: 'paid', paid_at: '2026-11-28T03:00:00.000Z', payment_method: 'paylater' }),
    method: 'paylater',
    paid_idr: 0,
    paylater_id: 7,
  },
  201,
);

function stubPayment({
  pay = () => PAID,
  quote = ok(buildQuote()),
  balance = 5_000_000,
  paylaterOn = true,
}: {
  pay?: Handler;
  quote?: Answer;
  balance?: number;
  paylaterOn?: boolean;
} = {}) {
  return stubApi({
    'GET /api/switches': () => switches({ paylater: paylaterOn }),
    'GET /api/v2/musicbank/catalog': () => pageOf([], { limit: 12 }),
    'GET /api/v2/musicbank/needaction': () => pageOf([buildRequest()], { limit: 1 }),
    'GET /api/v2/musicbank/request/id/42': () => ok(buildRequest()),
    'GET /api/v2/balance/info': () => ok(buildBalance(balance)),
    'GET /api/v2/musicbank/paylaterinfo/id/42': () => quote,
    'POST /api/v2/musicbank/payment': pay,
  });
}

async function openPanel() {
  const drawer = await screen.findByRole('dialog', { name: 'Permintaan: Rindu Pulang' });
  return within(drawer).findByRole('region', { name: 'Pembayaran lisensi' });
}

const payments = (api: ReturnType<typeof stubApi>) =>
  api.requests.filter((call) => call.url.pathname === '/api/v2/musicbank/payment');

describe('paying a Music Bank request', () => {
  it('shows the whole paylater cost before the pay button opens, and sends one Idempotency-Key', async () => {
    const keys: (string | null)[] = [];
    const api = stubPayment({
      pay: (init) => {
        keys.push(new Headers(init?.headers).get('idempotency-key'));
        return PAID;
      },
    });
    renderMusicbank(PATH);
    const panel = await openPanel();
    expect(panel).toHaveTextContent(/Biaya lisensi akhir: Rp\s2\.000\.000/);

    await userEvent.click(within(panel).getByRole('radio', { name: 'Paylater' }));
    const pay = within(panel).getByRole('button', { name: 'Bayar dengan paylater' });
    expect(pay).toBeDisabled();
    const quote = await within(panel).findByRole('region', { name: 'Rincian paylater' });
    expect(within(quote).getByText('Biaya layanan (sekali, tetap)').nextSibling).toHaveTextContent(/Rp\s100\.000/);
    expect(within(quote).getByText('Total yang dicicil').nextSibling).toHaveTextContent(/Rp\s2\.100\.000/);
    expect(within(quote).getByText('Potongan tiap pendapatan').nextSibling).toHaveTextContent('30%');
    expect(within(quote).getByText('Perkiraan lama cicilan').nextSibling).toHaveTextContent('sekitar 5 bulan');
    expect(within(quote).getByText('Limit paylater').nextSibling).toHaveTextContent(/Rp\s5\.400\.000/);
    expect(within(quote).getByText('Sudah terpakai').nextSibling).toHaveTextContent(/Rp\s1\.000\.000/);
    expect(within(quote).getByText('Sisa limit').nextSibling).toHaveTextContent(/Rp\s4\.400\.000/);
    // The quote alone does not open it: the final terms must be accepted too.
    expect(pay).toBeDisabled();

    await userEvent.click(within(panel).getByRole('checkbox', { name: /menyetujui syarat lisensi akhir/ }));
    expect(pay).toBeEnabled();
    await userEvent.click(pay);

    expect(await screen.findByText('Lisensi "Rindu Pulang" sudah dibayar. Selamat berkarya!')).toBeInTheDocument();
    expect(payments(api).map((call) => call.body)).toEqual([{ request_id: 42, method: 'paylater' }]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a double-clicked payment once, and retries a lost answer with the same key', async () => {
    const keys: (string | null)[] = [];
    let attempts = 0;
    const fetchMock = stubPayment({
      pay: (init) => {
        keys.push(new Headers(init?.headers).get('idempotency-key'));
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return PAID;
      },
    });
    // The second attempt answers only when the test says so, so a second click lands while it is in flight.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/v2/musicbank/payment') && attempts === 1) await answered;
      return fetchMock(input, init);
    });
    renderMusicbank(PATH);
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('checkbox', { name: /menyetujui syarat lisensi akhir/ }));
    const pay = within(panel).getByRole('button', { name: 'Bayar dari saldo' });
    await waitFor(() => expect(pay).toBeEnabled());

    await userEvent.click(pay);
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Tidak dapat terhubung ke server');
    await userEvent.dblClick(pay);
    answer();

    expect(await screen.findByText('Lisensi "Rindu Pulang" sudah dibayar. Selamat berkarya!')).toBeInTheDocument();
    expect(payments(fetchMock)).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('refuses early when the balance is short, and shows why paylater is refused', async () => {
    const api = stubPayment({ balance: 500_000, quote: ok(buildQuote({ is_eligible: false, refusal: 'over_limit' })) });
    renderMusicbank(PATH);
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('checkbox', { name: /menyetujui syarat lisensi akhir/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/Saldo tersedia \(Rp\s500\.000\) belum cukup/);
    expect(within(panel).getByRole('button', { name: 'Bayar dari saldo' })).toBeDisabled();

    await userEvent.click(within(panel).getByRole('radio', { name: 'Paylater' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('melebihi sisa limit paylater Anda');
    expect(within(panel).getByRole('button', { name: 'Bayar dengan paylater' })).toBeDisabled();
    expect(payments(api)).toEqual([]);
  });

  it('offers no paylater while its switch is off, and never asks for its quote', async () => {
    const api = stubPayment({ paylaterOn: false });
    renderMusicbank(PATH);
    const panel = await openPanel();
    expect(within(panel).getByRole('radio', { name: 'Saldo' })).toBeChecked();
    expect(within(panel).queryByRole('radio', { name: 'Paylater' })).not.toBeInTheDocument();
    expect(api.requests.some((call) => call.url.pathname.includes('paylaterinfo'))).toBe(false);
  });

  it('tells an admin that only the owner can pay', async () => {
    stubPayment();
    renderMusicbank(PATH, 'admin');
    const drawer = await screen.findByRole('dialog', { name: 'Permintaan: Rindu Pulang' });
    expect(
      await within(drawer).findByText(/Hanya pemilik akun perusahaan yang dapat membayar lisensi/),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Bayar dari saldo' })).not.toBeInTheDocument();
  });
});
