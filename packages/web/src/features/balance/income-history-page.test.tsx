import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import IncomeHistoryPage from './income-history-page.tsx';
import { buildHold, buildInfo, buildWithdrawal, ok, pageOf } from './test-support.tsx';

const INCOME = {
  periode: '2026-10',
  total_idr: 1_150_000,
  sources: [
    {
      store: 'Spotify',
      via: 'store',
      is_adjustment: false,
      amount_idr: 1_200_000,
      paylater_repayment_idr: 360_000,
      credited_at: '2026-11-05T03:00:00.000Z',
    },
    {
      store: 'Apple Music',
      via: 'dsr',
      is_adjustment: true,
      amount_idr: -50_000,
      paylater_repayment_idr: 0,
      credited_at: '2026-11-06T03:00:00.000Z',
    },
  ],
};

function stubBalance(info = buildInfo()) {
  return stubApi({
    'GET /api/v2/balance/info': () => ok(info),
    'GET /api/v2/balance/income': () => pageOf([INCOME]),
    'GET /api/v2/balance/history': () =>
      pageOf([
        buildWithdrawal(),
        buildWithdrawal({
          reference: 'WD-2026-000040',
          status: 'paid',
          payment_code: 'TRX-BCA-7781',
          paid_at: '2026-11-12T05:00:00.000Z',
        }),
        buildWithdrawal({
          reference: 'WD-2026-000039',
          status: 'rejected',
          rejected_at: '2026-11-10T05:00:00.000Z',
          reject_reason: 'Nama pemilik rekening tidak cocok',
        }),
      ]),
    'GET /api/v2/balance/holds': () =>
      pageOf([
        buildHold(),
        buildHold({
          id: 4,
          reason: 'rights_dispute',
          note: 'Klaim hak dari label lain',
          isrc: null,
          track_title: null,
          store: null,
          periode: null,
          released_at: '2026-11-08T04:00:00.000Z',
          release_note: 'Sengketa selesai',
        }),
      ]),
  });
}

describe('income history', () => {
  it('shows the balance, the way to withdraw it and each period’s income by store', async () => {
    const fetchMock = stubBalance();
    renderSignedIn(<IncomeHistoryPage />, { path: '/riwayatpendapatan' });
    expect(await screen.findByTestId('available-balance')).toHaveTextContent(/Rp\s2\.500\.000/);
    expect(screen.getByRole('link', { name: 'Tarik Saldo' })).toHaveAttribute('href', '/riwayatpendapatan/withdraw');
    expect(screen.getByText('Dalam penarikan').nextSibling).toHaveTextContent(/Rp\s400\.000/);
    expect(screen.getByText('Total terpakai').nextSibling).toHaveTextContent(/Rp\s600\.000/);
    expect(screen.getByRole('link', { name: /Rp\s250\.000/ })).toHaveAttribute('href', '/riwayatpendapatan?tab=holds');
    expect(screen.getByText('Spotify · Oktober 2026 · 5 Nov 2026')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Pendapatan per periode' });
    const row = within(table).getByRole('row', { name: /Oktober 2026/ });
    expect(row).toHaveTextContent(/Spotify\s*Laporan toko\s*Rp\s1\.200\.000\s*− Rp\s360\.000 paylater/);
    expect(row).not.toHaveTextContent(/Rp\s0 paylater/);
    expect(row).toHaveTextContent(/Apple Music\s*DSR\s*Penyesuaian\s*-Rp\s50\.000/);
    expect(row).toHaveTextContent(/Rp\s1\.150\.000/);
    expect(fetchMock.requests.some((call) => call.url.pathname === '/api/v2/balance/history')).toBe(false);
  });

  it('says plainly when the balance is below the minimum and keeps the withdraw button', async () => {
    stubBalance(buildInfo({ available_idr: 90_000, can_withdraw: false }));
    renderSignedIn(<IncomeHistoryPage />, { path: '/riwayatpendapatan' });
    expect(await screen.findByText(/masih di bawah minimal penarikan Rp\s150\.000/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tarik Saldo' })).toBeInTheDocument();
  });

  it('lists every field of each withdrawal with its status, and filters by status', async () => {
    const fetchMock = stubBalance();
    renderSignedIn(<IncomeHistoryPage />, { path: '/riwayatpendapatan?tab=withdrawals' });
    const table = await screen.findByRole('table', { name: 'Riwayat penarikan' });
    const waiting = within(table).getByRole('row', { name: /WD-2026-000042/ });
    for (const text of [
      '20 Nov 2026',
      'Bank Central Asia',
      'KCP Kemang',
      '1234567890',
      'PT Musik Nusantara',
      'Menunggu persetujuan',
      'Diproses dalam 24 jam',
      'Paling lambat 21 Nov 2026',
    ]) {
      expect(waiting).toHaveTextContent(text);
    }
    expect(waiting).toHaveTextContent(
      /Rp\s1\.000\.000\s*Sub total Rp\s1\.000\.000\s*Biaya bank −Rp\s6\.500\s*Diterima Rp\s993\.500/,
    );
    const paid = within(table).getByRole('row', { name: /WD-2026-000040/ });
    expect(paid).toHaveTextContent('TRX-BCA-7781');
    expect(paid).toHaveTextContent('Dibayar');
    const rejected = within(table).getByRole('row', { name: /WD-2026-000039/ });
    expect(rejected).toHaveTextContent('Ditolak');
    expect(rejected).toHaveTextContent('Nama pemilik rekening tidak cocok');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dibayar', hidden: true }));
    await waitFor(() =>
      expect(
        fetchMock.requests
          .filter((call) => call.url.pathname === '/api/v2/balance/history')
          .at(-1)
          ?.url.searchParams.get('status'),
      ).toBe('paid'),
    );
  });

  it('explains each hold with its reason, track and store, and greys out a released one', async () => {
    stubBalance();
    renderSignedIn(<IncomeHistoryPage />, { path: '/riwayatpendapatan?tab=holds' });
    const table = await screen.findByRole('table', { name: 'Jumlah yang ditahan' });
    const active = within(table).getByRole('row', { name: /Lonjakan stream/ });
    for (const text of [
      'dugaan streaming artifisial',
      'Ambyar',
      'IDA122400001',
      'Spotify · September 2026',
      'sejak 2 Nov 2026',
      'Ditahan',
    ]) {
      expect(active).toHaveTextContent(text);
    }
    expect(active).toHaveTextContent(/Rp\s250\.000/);
    const released = within(table).getByRole('row', { name: /Klaim hak/ });
    expect(released).toHaveTextContent('sengketa hak');
    expect(released).toHaveTextContent(/Dilepas\s*8 Nov 2026/);
    expect(released).toHaveTextContent('Sengketa selesai');
    expect(within(released).getByText('Klaim hak dari label lain').closest('span[style*="opacity"]')).not.toBeNull();
    expect(
      within(active).getByText('Lonjakan stream dari satu perangkat').closest('span[style*="opacity"]'),
    ).toBeNull();
  });

  it('says that no amount is held when there is no hold', async () => {
    stubApi({
      'GET /api/v2/balance/info': () => ok(buildInfo({ held_idr: 0 })),
      'GET /api/v2/balance/holds': () => pageOf([]),
    });
    renderSignedIn(<IncomeHistoryPage />, { path: '/riwayatpendapatan?tab=holds' });
    expect(await screen.findByText('Tidak ada saldo yang ditahan')).toBeInTheDocument();
  });
});
