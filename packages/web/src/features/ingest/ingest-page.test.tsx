import type { RunDetail, UnmatchedRow } from '@irama/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StaffOnly } from '../../app/guards.tsx';
import IngestPage from './ingest-page.tsx';
import {
  buildAnalyticsRun,
  buildDetail,
  buildRun,
  buildUnmatched,
  COMPANIES,
  ok,
  postedTo,
  renderAs,
  stubApi,
} from './test-support.tsx';

async function openRun() {
  await userEvent.click(await screen.findByRole('button', { name: 'Buka run #12' }));
}

/** A staff API holding one store run with one unmatched row, resolved as the page asks. */
function stubIngestApi() {
  let run = buildRun();
  let rows: UnmatchedRow[] = [buildUnmatched()];
  const detail = (): RunDetail =>
    buildDetail(
      run,
      rows.map((row) => ({ status: row.status, rows: 1, gross_micros: row.gross_micros, gross_idr: row.gross_idr })),
    );
  const fetchMock = stubApi({
    'GET /api/ops/ingest/runs': () => ok({ results: [run], page: 1, limit: 10, total: 1 }),
    'GET /api/ops/ingest/runs/12': () => ok(detail()),
    'GET /api/ops/ingest/unmatched': () => ok({ results: rows, page: 1, limit: 20 }),
    'GET /api/ops/companies': () => ok({ results: COMPANIES, page: 1, limit: 100, total: COMPANIES.length }),
    'POST /api/ops/ingest/unmatched/40': (init) => {
      const body = JSON.parse(String(init?.body)) as { action: string; company_id?: number };
      const status = body.action === 'assign' ? 'assigned' : 'not_ours';
      rows = rows.map((row) => ({ ...row, status, assigned_company_id: body.company_id ?? null }));
      return ok({ id: 40, status, assigned_company_id: body.company_id ?? null });
    },
    'POST /api/ops/ingest/publish': () => {
      run = { ...run, status: 'published', published_at: '2026-11-23T03:00:00.000Z' };
      return ok({
        runs: [12],
        credits: [{ company_id: 2, source: 'store:tokoku', kind: 'credit', amount_idr: 25_501 }],
      });
    },
  });
  return fetchMock;
}

describe('staff ingest page', () => {
  it('lists each run with its status, row counts and total in rupiah', async () => {
    stubIngestApi();
    renderAs('staff', <IngestPage />);

    const row = (await screen.findByText('tokoku-2026-09.csv')).closest('tr');
    if (!row) throw new Error('no run row');
    expect(within(row).getByText('Siap terbit')).toBeInTheDocument();
    expect(within(row).getByText('3 baris · 2 cocok · 1 belum cocok · 0 galat')).toBeInTheDocument();
    expect(within(row).getByText('Rp 25.501')).toBeInTheDocument();
  });

  it('keeps publishing disabled with the reason while a row is unmatched, then assigns it and publishes', async () => {
    const fetchMock = stubIngestApi();
    renderAs('staff', <IngestPage />);
    await openRun();

    const publish = await screen.findByRole('button', { name: 'Terbitkan periode' });
    expect(publish).toBeDisabled();
    expect(screen.getByText(/Masih ada 1 baris belum cocok/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Belum cocok (1)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tetapkan baris 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tetapkan ke perusahaan' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Perusahaan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'PT Musik Nusantara', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetapkan' }));

    expect(await screen.findByText('1 baris ditetapkan.')).toBeInTheDocument();
    expect(postedTo(fetchMock, '/api/ops/ingest/unmatched/40')).toEqual([{ action: 'assign', company_id: 2 }]);

    await userEvent.click(screen.getByRole('tab', { name: /Bandingkan/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Terbitkan periode' })).toBeEnabled());
    expect(screen.getByText('Total sama dengan file')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Terbitkan periode' }));
    const confirm = await screen.findByRole('dialog', { name: 'Terbitkan Toko (CSV/TSV) · tokoku 2026-09?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, terbitkan' }));

    expect(await screen.findByText('Toko (CSV/TSV) 2026-09 terbit: 1 perusahaan dikreditkan.')).toBeInTheDocument();
    expect(postedTo(fetchMock, '/api/ops/ingest/publish')).toEqual([
      { source: 'store', period: '2026-09', store: 'tokoku' },
    ]);
    expect(await screen.findByText('Periode ini sudah terbit.')).toBeInTheDocument();
  });

  it('says why the server refused to publish when another file of the period still has unmatched rows', async () => {
    const run = buildRun();
    stubApi({
      'GET /api/ops/ingest/runs': () => ok({ results: [run], page: 1, limit: 10, total: 1 }),
      'GET /api/ops/ingest/runs/12': () =>
        ok(buildDetail(run, [{ status: 'not_ours', rows: 1, gross_micros: 700_000_000, gross_idr: 700 }])),
      'GET /api/ops/ingest/unmatched': () => ok({ results: [], page: 1, limit: 20 }),
      'POST /api/ops/ingest/publish': () => ({
        status: 409,
        body: {
          status: 409,
          code: 'ingest.unmatched_open',
          title: 'Conflict',
          detail: '3 unmatched rows are still open',
        },
      }),
    });
    renderAs('staff', <IngestPage />);
    await openRun();

    await userEvent.click(await screen.findByRole('tab', { name: /Bandingkan/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Terbitkan periode' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Terbitkan periode' }));
    const confirm = await screen.findByRole('dialog', { name: /Terbitkan/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, terbitkan' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Masih ada baris yang belum cocok untuk sumber dan periode ini, mungkin di file lain selain file ini.',
    );
  });

  it('sets selected rows aside as not ours in one go', async () => {
    const fetchMock = stubIngestApi();
    renderAs('staff', <IngestPage />);
    await openRun();
    await userEvent.click(await screen.findByRole('tab', { name: 'Belum cocok (1)' }));

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pilih semua baris terbuka di halaman ini' }));
    expect(screen.getByText('1 baris dipilih')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tandai bukan milik kami' }));

    expect(await screen.findByText('1 baris ditandai bukan milik kami.')).toBeInTheDocument();
    expect(postedTo(fetchMock, '/api/ops/ingest/unmatched/40')).toEqual([{ action: 'not_ours' }]);
  });

  it('reads the list again while a file is being parsed, until it is done', async () => {
    let calls = 0;
    stubApi({
      'GET /api/ops/ingest/runs': () => {
        calls += 1;
        const run =
          calls === 1 ? buildRun({ status: 'parsing', total_rows: 0, matched_rows: 0, unmatched_rows: 0 }) : buildRun();
        return ok({ results: [run], page: 1, limit: 10, total: 1 });
      },
    });
    renderAs('staff', <IngestPage />);

    expect(await screen.findByText('Sedang dibaca…')).toBeInTheDocument();
    expect(await screen.findByText('Siap terbit')).toBeInTheDocument();
    expect(screen.getByText('3 baris · 2 cocok · 1 belum cocok · 0 galat')).toBeInTheDocument();
  });

  it('lists a failed file’s errors by line number', async () => {
    const run = buildRun({
      status: 'failed',
      error_rows: 1,
      errors: [{ code: 'invalid_number', line: 7, message: 'revenue "abc" is not a number' }],
    });
    stubApi({
      'GET /api/ops/ingest/runs': () => ok({ results: [run], page: 1, limit: 10, total: 1 }),
      'GET /api/ops/ingest/runs/12': () =>
        ok(buildDetail(run, [{ status: 'not_ours', rows: 1, gross_micros: 700_000_000, gross_idr: 700 }])),
    });
    renderAs('staff', <IngestPage />);
    await openRun();

    const cell = await screen.findByText('revenue "abc" is not a number');
    const row = cell.closest('tr');
    if (!row) throw new Error('no error row');
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(within(row).getByText('invalid_number')).toBeInTheDocument();
    expect(within(row).getByText('Bukan angka yang valid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Bandingkan/ }));
    expect(screen.getByText('Hanya run yang berhasil dibaca dapat diterbitkan.')).toBeInTheDocument();
  });

  it('on a phone lists each error as its line, code and message, with no table to scroll sideways', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query.includes('max-width') });
    try {
      const run = buildRun({
        status: 'failed',
        error_rows: 2,
        errors: [
          { code: 'invalid_number', line: 7, message: 'revenue "abc" is not a number' },
          { code: 'parser_gave_up', line: 0, message: 'the file is empty' },
        ],
      });
      stubApi({
        'GET /api/ops/ingest/runs': () => ok({ results: [run], page: 1, limit: 10, total: 1 }),
        'GET /api/ops/ingest/runs/12': () => ok(buildDetail(run, [])),
      });
      renderAs('staff', <IngestPage />);
      await openRun();

      const message = await screen.findByText('revenue "abc" is not a number');
      expect(message.closest('tr')).toBeNull();
      expect(message.previousElementSibling).toHaveTextContent('Bukan angka yang valid');
      expect(message.previousElementSibling?.previousElementSibling).toHaveTextContent('Baris 7 · invalid_number');
      // A code the SPA has no sentence for still shows, as itself.
      expect(screen.getByText('the file is empty').previousElementSibling).toHaveTextContent('File · parser_gave_up');
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('lists analytics feeds with their status and counts, and a failed feed’s errors by line in a dialog', async () => {
    const failed = buildAnalyticsRun({
      id: 4,
      feed: '',
      store: '',
      period: '',
      file_name: 'broken.csv',
      status: 'failed',
      total_rows: 0,
      matched_rows: 0,
      unmatched_rows: 0,
      error_rows: 1,
      errors: [{ code: 'invalid_date', line: 3, message: 'date is not a day (YYYYMMDD): 20261032' }],
    });
    const fetchMock = stubApi({
      'GET /api/ops/ingest/runs': () => ok({ results: [], page: 1, limit: 10, total: 0 }),
      'GET /api/ops/ingest/analytics/runs': (_init, url) =>
        ok({
          results: [failed, buildAnalyticsRun()],
          page: Number(url.searchParams.get('page')),
          limit: 10,
          total: 12,
        }),
    });
    renderAs('staff', <IngestPage />);

    const live = (await screen.findByText('analytics_dsp_daily_202610.csv')).closest('tr');
    if (!live) throw new Error('no analytics run row');
    expect(within(live).getByText('Aktif')).toBeInTheDocument();
    expect(within(live).getByText(/^#3 · Toko \(DSP\) · spotify · /)).toBeInTheDocument();
    expect(within(live).getByText('2026-10')).toBeInTheDocument();
    expect(within(live).getByText('3 baris · 2 cocok · 1 belum cocok · 0 galat')).toBeInTheDocument();
    expect(within(live).queryByRole('button')).not.toBeInTheDocument();

    const broken = screen.getByText('broken.csv').closest('tr');
    if (!broken) throw new Error('no failed run row');
    expect(within(broken).getByText('Gagal')).toBeInTheDocument();
    expect(within(broken).getByText('0 baris · 0 cocok · 0 belum cocok · 1 galat')).toBeInTheDocument();
    await userEvent.click(within(broken).getByRole('button', { name: 'Lihat galat run analitik #4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Galat run analitik #4 · broken.csv' });
    const issue = within(dialog).getByText('date is not a day (YYYYMMDD): 20261032').closest('tr');
    if (!issue) throw new Error('no error row');
    expect(within(issue).getByText('3')).toBeInTheDocument();
    expect(within(issue).getByText('invalid_date')).toBeInTheDocument();
    expect(within(issue).getByText('Bukan tanggal atau bulan yang valid')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() =>
      expect(
        fetchMock.requests.some(
          ({ url }) => url.pathname === '/api/ops/ingest/analytics/runs' && url.searchParams.get('page') === '2',
        ),
      ).toBe(true),
    );
  });

  it('says how to upload the first analytics feed while there is none', async () => {
    stubApi({
      'GET /api/ops/ingest/runs': () => ok({ results: [], page: 1, limit: 10, total: 0 }),
      'GET /api/ops/ingest/analytics/runs': () => ok({ results: [], page: 1, limit: 10, total: 0 }),
    });
    renderAs('staff', <IngestPage />);

    expect(
      await screen.findByText(
        'Belum ada feed analitik. Pilih “Feed analitik harian” sebagai jenis laporan di atas untuk mengunggah yang pertama.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the permission-denied page to a partner', () => {
    const fetchMock = stubApi({});
    renderAs(
      'owner',
      <StaffOnly>
        <IngestPage />
      </StaffOnly>,
    );

    expect(screen.getByText('Anda belum memiliki izin')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/ops/'))).toBe(false);
  });
});
