import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import { buildInfo, buildQuote, buildWithdrawal, ok, problem } from './test-support.tsx';
import WithdrawPage from './withdraw-page.tsx';

const PATH = '/riwayatpendapatan/withdraw';

async function enterAmount(text: string) {
  const input = await screen.findByRole('textbox', { name: /Jumlah penarikan/ });
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
}

describe('withdrawal page', () => {
  it('starts from the whole available balance and refuses an amount below IDR 150,000 without asking the server', async () => {
    const fetchMock = stubApi({ 'GET /api/v2/balance/info': () => ok(buildInfo()) });
    renderSignedIn(<WithdrawPage />, { path: PATH });
    expect(await screen.findByRole('textbox', { name: /Jumlah penarikan/ })).toHaveValue('2.500.000');
    await enterAmount('100.000');
    expect(await screen.findByText('Jumlah penarikan minimal Rp 150.000.')).toBeInTheDocument();
    await enterAmount('2.500.001');
    expect(await screen.findByText('Jumlah melebihi saldo yang tersedia.')).toBeInTheDocument();
    await enterAmount('150.000,50');
    expect(await screen.findByText('Masukkan jumlah dalam rupiah, tanpa desimal.')).toBeInTheDocument();
    expect(fetchMock.requests.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s reason when it refuses the amount, translated', async () => {
    stubApi({
      'GET /api/v2/balance/info': () => ok(buildInfo({ available_idr: 900_000 })),
      'POST /api/v2/balance/pre': () => problem(422, 'balance.no_bank_account'),
    });
    renderSignedIn(<WithdrawPage />, { path: PATH });
    await enterAmount('200.000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lengkapi data rekening bank perusahaan sebelum menarik saldo.',
    );
  });

  it('quotes the withdrawal with the bank data and charge, and retries the confirmation with the same key', async () => {
    const keys: (string | null)[] = [];
    let attempts = 0;
    const fetchMock = stubApi({
      'GET /api/v2/balance/info': () => ok(buildInfo()),
      'POST /api/v2/balance/pre': () => ok(buildQuote()),
      'POST /api/v2/balance/confirm': (init) => {
        keys.push(new Headers(init?.headers).get('idempotency-key'));
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return ok(buildWithdrawal(), 201);
      },
    });
    renderSignedIn(<WithdrawPage />, { path: PATH });
    await enterAmount('1000000');
    const pre = fetchMock.requests.find((call) => call.url.pathname === '/api/v2/balance/pre');
    expect(pre?.url.searchParams.get('amount')).toBe('1000000');

    for (const text of ['Bank Central Asia', '1234567890', 'KCP Kemang', 'PT Musik Nusantara']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Biaya bank').nextSibling).toHaveTextContent(/Rp\s6\.500/);
    expect(screen.getByText('Total diterima').nextSibling).toHaveTextContent(/Rp\s993\.500/);
    expect(screen.getByText('Saldo tersedia setelahnya').nextSibling).toHaveTextContent(/Rp\s1\.500\.000/);
    expect(screen.getByText('Penarikan diproses dalam 24 jam setelah dikonfirmasi.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tidak dapat terhubung ke server');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));

    expect(await screen.findByText('Penarikan diajukan')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const confirm = fetchMock.requests.filter((call) => call.url.pathname === '/api/v2/balance/confirm');
    expect(confirm.map((call) => call.body)).toEqual([{ amount: 1_000_000 }, { amount: 1_000_000 }]);

    expect(screen.getByText('WD-2026-000042')).toBeInTheDocument();
    expect(screen.getByText('Menunggu persetujuan')).toBeInTheDocument();
    expect(screen.getByText('Diproses dalam 24 jam')).toBeInTheDocument();
    expect(screen.getByText(/Paling lambat 21 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat riwayat penarikan' })).toHaveAttribute(
      'href',
      '/riwayatpendapatan?tab=withdrawals',
    );
    // The balance is read again: the withdrawn amount is no longer available.
    await waitFor(() =>
      expect(fetchMock.requests.filter((call) => call.url.pathname === '/api/v2/balance/info')).toHaveLength(2),
    );
  });

  it('sends a double-clicked confirmation once', async () => {
    const fetchMock = stubApi({
      'GET /api/v2/balance/info': () => ok(buildInfo()),
      'POST /api/v2/balance/pre': () => ok(buildQuote()),
      'POST /api/v2/balance/confirm': () => ok(buildWithdrawal(), 201),
    });
    // The confirmation answers only when the test says so, so the second click lands while it is in flight.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/v2/balance/confirm')) await answered;
      return fetchMock(input, init);
    });
    renderSignedIn(<WithdrawPage />, { path: PATH });
    await enterAmount('1.000.000');
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Konfirmasi' }));
    answer();
    expect(await screen.findByText('Penarikan diajukan')).toBeInTheDocument();
    expect(fetchMock.requests.filter((call) => call.url.pathname === '/api/v2/balance/confirm')).toHaveLength(1);
  });

  it('asks for a new key once the user goes back and changes the amount', async () => {
    const keys: (string | null)[] = [];
    stubApi({
      'GET /api/v2/balance/info': () => ok(buildInfo()),
      'POST /api/v2/balance/pre': () => ok(buildQuote()),
      'POST /api/v2/balance/confirm': (init) => {
        keys.push(new Headers(init?.headers).get('idempotency-key'));
        return problem(409, 'balance.request_in_flight');
      },
    });
    renderSignedIn(<WithdrawPage />, { path: PATH });
    await enterAmount('1.000.000');
    await userEvent.click(await screen.findByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Penarikan Anda masih diproses.');
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(screen.getByRole('textbox', { name: /Jumlah penarikan/ })).toHaveValue('1.000.000');
    await enterAmount('900.000');
    await userEvent.click(await screen.findByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('says where to add the bank data when the company has none', async () => {
    stubApi({ 'GET /api/v2/balance/info': () => ok(buildInfo({ bank: null, can_withdraw: false })) });
    renderSignedIn(<WithdrawPage />, { path: PATH });
    const link = await screen.findByRole('link', { name: 'Lengkapi di profil perusahaan' });
    expect(link).toHaveAttribute('href', '/profile?tab=company');
    expect(screen.getByText(/Data rekening bank perusahaan belum lengkap/)).toBeInTheDocument();
  });
});
