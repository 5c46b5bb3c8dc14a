import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import OpsWithdrawalsPage from './ops-withdrawals-page.tsx';
import { buildHold, buildOpsWithdrawal, ok, pageOf, problem } from './test-support.tsx';

const WAITING = buildOpsWithdrawal({ is_overdue: true });
const SECOND = buildOpsWithdrawal({
  id: 43,
  reference: 'WD-2026-000043',
  company_id: 4,
  company_name: 'Indie Kita',
  total_idr: 493_500,
});

const posts = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.requests.filter((call) => call.method === 'POST');

/** Picks an option of a Mantine select by its own listbox, as other selects' options are in the page too. */
async function choose(select: HTMLElement, option: string) {
  await userEvent.click(select);
  await waitFor(() => expect(document.getElementById(select.getAttribute('aria-controls') ?? '')).not.toBeNull());
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
  await userEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

function renderOps(path = '/ops/withdrawals') {
  renderSignedIn(<OpsWithdrawalsPage />, { role: 'staff', path });
}

describe('staff withdrawals', () => {
  it('opens on the waiting withdrawals, marks the overdue ones, and pays one with its payment code', async () => {
    const fetchMock = stubApi({
      'GET /api/ops/withdrawals': () => pageOf([WAITING, SECOND]),
      'POST /api/ops/withdrawals/42/pay': () => ok({ ...WAITING, status: 'paid', payment_code: 'TRX-001' }),
    });
    renderOps();
    const table = await screen.findByRole('table', { name: 'Penarikan mitra' });
    const list = fetchMock.requests.find((call) => call.url.pathname === '/api/ops/withdrawals');
    expect(list?.url.searchParams.get('status')).toBe('waiting');
    expect(within(table).getByRole('row', { name: /WD-2026-000042/ })).toHaveTextContent('Lewat 24 jam');
    expect(within(table).getByRole('row', { name: /WD-2026-000043/ })).not.toHaveTextContent('Lewat 24 jam');

    await userEvent.click(screen.getByRole('button', { name: 'Bayar WD-2026-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bayar WD-2026-000042' });
    expect(dialog).toHaveTextContent(/Rp\s993\.500 kepada PT Musik Nusantara \(Bank Central Asia 1234567890\)/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bayar' }));
    expect(await within(dialog).findByText('Kode pembayaran wajib diisi.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kode pembayaran/ }), 'TRX-001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bayar' }));
    await waitFor(() => expect(posts(fetchMock).map((call) => call.body)).toEqual([{ payment_code: 'TRX-001' }]));
    expect(await screen.findByText('WD-2026-000042 tercatat dibayar')).toBeInTheDocument();
  });

  it('rejects a withdrawal with its reason, saying the money goes back to the balance', async () => {
    const fetchMock = stubApi({
      'GET /api/ops/withdrawals': () => pageOf([WAITING]),
      'POST /api/ops/withdrawals/42/reject': () => ok({ ...WAITING, status: 'rejected' }),
    });
    renderOps();
    await userEvent.click(await screen.findByRole('button', { name: 'Tolak WD-2026-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak WD-2026-000042' });
    expect(dialog).toHaveTextContent(/Rp\s1\.000\.000 kembali ke saldo PT Musik Nusantara/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Alasan/ }), 'Nama pemilik rekening tidak cocok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await waitFor(() =>
      expect(posts(fetchMock)[0]).toMatchObject({
        url: expect.objectContaining({ pathname: '/api/ops/withdrawals/42/reject' }),
        body: { reason: 'Nama pemilik rekening tidak cocok' },
      }),
    );
  });

  it('exports the chosen ones and pays them as one batch, the codes read from the bank’s CSV', async () => {
    const fetchMock = stubApi({
      'GET /api/ops/withdrawals': () => pageOf([WAITING, SECOND]),
      'GET /api/ops/withdrawals/export': () => ok(''),
      'POST /api/ops/withdrawals/pay': () => ok([]),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderOps();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pilih WD-2026-000042' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih WD-2026-000043' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor CSV transfer massal (2)' }));
    await waitFor(() =>
      expect(
        fetchMock.requests
          .find((call) => call.url.pathname === '/api/ops/withdrawals/export')
          ?.url.searchParams.get('ids'),
      ).toBe('42,43'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Tandai dibayar (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tandai 2 penarikan dibayar' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Tempel CSV/ }),
      'reference,payment_code{enter}WD-2026-000042,TRX-001{enter}WD-2026-000043,TRX-002{enter}WD-2026-000099,TRX-009',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Isi dari CSV' }));
    expect(within(dialog).getByRole('textbox', { name: 'Kode pembayaran WD-2026-000042' })).toHaveValue('TRX-001');
    expect(within(dialog).getByRole('textbox', { name: 'Kode pembayaran WD-2026-000043' })).toHaveValue('TRX-002');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '2 kode pembayaran terisi. Tidak ada di batch ini: WD-2026-000099.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tandai 2 dibayar' }));
    await waitFor(() =>
      expect(posts(fetchMock).map((call) => call.body)).toEqual([
        {
          items: [
            { id: 42, payment_code: 'TRX-001' },
            { id: 43, payment_code: 'TRX-002' },
          ],
        },
      ]),
    );
    expect(await screen.findByText('2 penarikan tercatat dibayar')).toBeInTheDocument();
  });

  it('says plainly that nothing was paid when the server refuses the batch', async () => {
    const fetchMock = stubApi({
      'GET /api/ops/withdrawals': () => pageOf([WAITING, SECOND]),
      'POST /api/ops/withdrawals/pay': () =>
        problem(409, 'balance.payment_code_used', { 'items.1.payment_code': 'errors.balance.payment_code_used' }),
    });
    renderOps();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Pilih semua/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Tandai dibayar (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tandai 2 penarikan dibayar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tandai 2 dibayar' }));
    expect(await within(dialog).findAllByText('Kode pembayaran wajib diisi.')).toHaveLength(2);
    expect(posts(fetchMock)).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Kode pembayaran WD-2026-000042' }), 'TRX-001');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Kode pembayaran WD-2026-000043' }), 'TRX-001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tandai 2 dibayar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Kode pembayaran ini sudah dipakai untuk penarikan lain. Tidak ada penarikan yang dicatat',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Kode pembayaran WD-2026-000043' })).toHaveAccessibleDescription(
      'Kode pembayaran ini sudah dipakai untuk penarikan lain.',
    );
  });

  it('places a hold with its reason and releases one with a note', async () => {
    const fetchMock = stubApi({
      'GET /api/ops/holds': () => pageOf([{ ...buildHold(), company_id: 3, company_name: 'PT Musik Nusantara' }]),
      'GET /api/ops/companies': () => pageOf([{ id: 3, company: 'PT Musik Nusantara' }]),
      'POST /api/ops/holds': () => ok({ ...buildHold(), company_id: 3, company_name: 'PT Musik Nusantara' }, 201),
      'POST /api/ops/holds/5/release': () => ok({ ...buildHold(), released_at: '2026-11-20T00:00:00.000Z' }),
    });
    renderOps('/ops/withdrawals?tab=holds');
    await userEvent.click(await screen.findByRole('button', { name: 'Tahan saldo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tahan sebagian saldo' });
    await choose(within(dialog).getByRole('combobox', { name: /Perusahaan/ }), 'PT Musik Nusantara');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Jumlah ditahan/ }), '250.000');
    await choose(within(dialog).getByRole('combobox', { name: /Alasan/ }), 'Dugaan streaming artifisial');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Catatan/ }), 'Lonjakan stream');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ISRC' }), 'ID-A12-24-00001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tahan saldo' }));
    await waitFor(() =>
      expect(posts(fetchMock)[0]?.body).toEqual({
        company_id: 3,
        amount_idr: 250_000,
        reason: 'artificial_streams',
        note: 'Lonjakan stream',
        isrc: 'IDA122400001',
      }),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Lepas penahanan PT Musik Nusantara #5' }));
    const release = await screen.findByRole('dialog', { name: 'Lepas penahanan' });
    await userEvent.type(within(release).getByRole('textbox', { name: /Catatan pelepasan/ }), 'Sudah diperiksa');
    await userEvent.click(within(release).getByRole('button', { name: 'Lepas' }));
    await waitFor(() => expect(posts(fetchMock)[1]?.body).toEqual({ note: 'Sudah diperiksa' }));
  });

  it('reads the money audit log without a single control that edits it', async () => {
    stubApi({
      'GET /api/ops/money-audit': () =>
        pageOf([
          {
            id: 1,
            at: '2026-11-20T02:00:00.000Z',
            actor: null,
            action: 'credit',
            company_id: 3,
            company_name: 'PT Musik Nusantara',
            account: 'dsp',
            amount_idr: 1_200_000,
            balance_before_idr: 1_000_000,
            balance_after_idr: 2_200_000,
            available_before_idr: 900_000,
            available_after_idr: 2_100_000,
            subject: 'spotify 2026-10',
            detail: 'Periode diterbitkan',
          },
          {
            id: 2,
            at: '2026-11-21T02:00:00.000Z',
            actor: 'owner@musik.demo',
            action: 'withdrawal_requested',
            company_id: 3,
            company_name: 'PT Musik Nusantara',
            account: 'dsp',
            amount_idr: -1_000_000,
            balance_before_idr: 2_200_000,
            balance_after_idr: 1_200_000,
            available_before_idr: 2_100_000,
            available_after_idr: 1_100_000,
            subject: 'WD-2026-000042',
            detail: '',
          },
        ]),
    });
    renderOps('/ops/withdrawals?tab=audit');
    const table = await screen.findByRole('table', { name: 'Log audit uang' });
    const credit = within(table).getByRole('row', { name: /Pendapatan dikreditkan/ });
    expect(credit).toHaveTextContent('Sistem');
    expect(credit).toHaveTextContent(/\+Rp\s1\.200\.000/);
    expect(credit).toHaveTextContent(/Rp\s1\.000\.000\s*→ Rp\s2\.200\.000/);
    expect(credit).toHaveTextContent(/Rp\s900\.000\s*→ Rp\s2\.100\.000/);
    const withdrawal = within(table).getByRole('row', { name: /Penarikan diajukan/ });
    expect(withdrawal).toHaveTextContent('owner@musik.demo');
    expect(withdrawal).toHaveTextContent(/-Rp\s1\.000\.000/);
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(within(table).queryAllByRole('textbox')).toHaveLength(0);
  });
});
