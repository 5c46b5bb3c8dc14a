import type { Paylater, PaylaterSummary, PaylaterTransaction } from '@irama/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import PaylaterPage from './paylater-page.tsx';

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

const PAYLATER: Paylater = {
  id: 7,
  reference: 'PL-2026-000007',
  status: 'repaying',
  request_id: 42,
  request_reference: 'MB-2026-000042',
  item_title: 'Rindu Pulang',
  fee_idr: 2_000_000,
  service_charge_idr: 100_000,
  total_idr: 2_100_000,
  repaid_idr: 525_000,
  outstanding_idr: 1_575_000,
  created_at: '2026-09-01T03:00:00.000Z',
  repaid_at: null,
};

function buildSummary(overrides: Partial<PaylaterSummary> = {}): PaylaterSummary {
  return {
    limit_idr: 5_400_000,
    used_idr: 1_575_000,
    available_idr: 3_825_000,
    repaid_idr: 525_000,
    credits_last_12_months_idr: 18_000_000,
    terms: { limit_share_percent: 30, service_charge_percent: 5, repayment_share_percent: 30 },
    paylaters: [PAYLATER],
    ...overrides,
  };
}

const REPAYMENT: PaylaterTransaction = {
  id: 31,
  kind: 'repayment',
  paylater_id: 7,
  paylater_reference: 'PL-2026-000007',
  amount_idr: 525_000,
  outstanding_after_idr: 1_575_000,
  credit: { store: 'spotify', periode: '2026-10', amount_idr: 1_750_000 },
  created_at: '2026-11-05T03:00:00.000Z',
};

function stubPaylater(summary = buildSummary()) {
  return stubApi({
    'GET /api/v2/profile/paylater': () => ok(summary),
    'GET /api/v2/profile/paylater_transactions': () => ok({ results: [REPAYMENT], page: 1, limit: 20, total: 1 }),
    'GET /api/v2/profile/paylater_transactions/id/31': () => ok({ ...REPAYMENT, paylater: PAYLATER }),
  });
}

describe('paylater page', () => {
  it('shows the limit, what is used and what is left, with the bar and each paylater’s progress', async () => {
    stubPaylater();
    renderSignedIn(<PaylaterPage />, { path: '/comingsoon/paylater' });
    const limit = await screen.findByRole('region', { name: 'Limit paylater' });
    expect(within(limit).getByText('Limit').nextSibling).toHaveTextContent(/Rp\s5\.400\.000/);
    expect(within(limit).getByText('Terpakai').nextSibling).toHaveTextContent(/Rp\s1\.575\.000/);
    expect(within(limit).getByText('Sisa limit').nextSibling).toHaveTextContent(/Rp\s3\.825\.000/);
    expect(within(limit).getByRole('progressbar', { name: 'Limit paylater terpakai' })).toHaveAttribute(
      'aria-valuenow',
      '29',
    );

    const card = screen.getByRole('article', { name: 'Rindu Pulang' });
    expect(within(card).getByText('Sedang dicicil')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Cicilan Rindu Pulang' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/Rp\s525\.000 dari Rp\s2\.100\.000 sudah dicicil/),
    );
    expect(screen.getByText(/biaya layanan tetap 5% dari biaya lisensi/)).toBeInTheDocument();
  });

  it('lists each repayment with its credit and opens a line’s detail', async () => {
    stubPaylater();
    renderSignedIn(<PaylaterPage />, { path: '/comingsoon/paylater' });
    const table = await screen.findByRole('table', { name: 'Riwayat transaksi' });
    const row = within(table).getByRole('row', { name: /Cicilan dari pendapatan Spotify Oktober 2026/ });
    expect(row).toHaveTextContent(/Rp\s525\.000/);
    expect(row).toHaveTextContent(/Rp\s1\.575\.000/);

    await userEvent.click(within(row).getByRole('button', { name: /Cicilan dari pendapatan Spotify/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Cicilan dari pendapatan Spotify Oktober 2026' });
    expect(await within(drawer).findByText('Masuk ke saldo')).toBeInTheDocument();
    expect(within(drawer).getByText('Masuk ke saldo').nextSibling).toHaveTextContent(/Rp\s1\.225\.000/);
  });

  it('explains paylater when none was taken', async () => {
    const api = stubPaylater(buildSummary({ used_idr: 0, available_idr: 5_400_000, repaid_idr: 0, paylaters: [] }));
    renderSignedIn(<PaylaterPage />, { path: '/comingsoon/paylater' });
    expect(await screen.findByText('Anda belum memakai paylater')).toBeInTheDocument();
    expect(screen.getByText(/tanpa bunga, hanya biaya layanan tetap 5%/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jelajahi Music Bank' })).toHaveAttribute('href', '/comingsoon/musicbank');
    expect(api.requests.some((call) => call.url.pathname.endsWith('/paylater_transactions'))).toBe(false);
  });
});
