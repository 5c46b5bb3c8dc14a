import type { IngestRun, RunDetail } from '@irama/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import IngestPage from './ingest-page.tsx';
import { buildDetail, buildRun, COMPANIES, ok, postedTo, renderAs, stubApi } from './test-support.tsx';

const CHECKS: RunDetail['checks'] = [
  {
    key: '1 / PUB_2',
    file: 'DSR_TEST_YouTube.tsv',
    line: 10,
    currency: 'USD',
    declared_usages: 1_036_181,
    body_usages: 7810,
    declared_net_revenue_micros: 409_050_000,
    body_net_revenue_micros: 2_000_000,
    is_match: false,
  },
  {
    key: '1 / SOC_1',
    file: 'DSR_TEST_YouTube.tsv',
    line: 11,
    currency: 'USD',
    declared_usages: 262,
    body_usages: 262,
    declared_net_revenue_micros: 0,
    body_net_revenue_micros: 0,
    is_match: true,
  },
];

/** A staff API holding one DSR held for review, accepted as the page asks. */
function stubReviewApi() {
  let run: IngestRun = buildRun({
    source: 'dsr',
    store: 'AdSupport-music',
    period: '2015-10',
    file_name: 'DSR_TEST_YouTube.tsv',
    status: 'needs_review',
  });
  let reviews: RunDetail['reviews'] = [];
  const fetchMock = stubApi({
    'GET /api/ops/ingest/runs': (_init, url) => {
      const status = url.searchParams.get('status');
      const results = status && status !== run.status ? [] : [run];
      return ok({ results, page: 1, limit: 10, total: results.length });
    },
    'GET /api/ops/ingest/runs/12': () => ok({ ...buildDetail(run, []), checks: CHECKS, reviews }),
    'GET /api/ops/ingest/unmatched': () => ok({ results: [], page: 1, limit: 20 }),
    'GET /api/ops/companies': () => ok({ results: COMPANIES, page: 1, limit: 100, total: COMPANIES.length }),
    'POST /api/ops/ingest/runs/12/reject': (init) => {
      const { reason } = JSON.parse(String(init?.body)) as { reason: string };
      run = { ...run, status: 'rejected' };
      reviews = [{ decision: 'rejected', reason, reviewer_name: 'Sari Staf', created_at: '2026-11-23T04:00:00.000Z' }];
      return ok(run);
    },
    'POST /api/ops/ingest/runs/12/accept': (init) => {
      const { reason } = JSON.parse(String(init?.body)) as { reason: string };
      run = { ...run, status: 'parsed' };
      reviews = [{ decision: 'accepted', reason, reviewer_name: 'Sari Staf', created_at: '2026-11-23T04:00:00.000Z' }];
      return ok(run);
    },
  });
  return fetchMock;
}

describe('a DSR held for review', () => {
  it('shows the run as needing review and filters the list by that status', async () => {
    const fetchMock = stubReviewApi();
    renderAs('staff', <IngestPage />);
    const row = (await screen.findByText('DSR_TEST_YouTube.tsv')).closest('tr');
    if (!row) throw new Error('no run row');
    expect(within(row).getByText('Perlu ditinjau')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Perlu ditinjau' }));
    await waitFor(() => {
      const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
      expect(asked.some((url) => url.searchParams.get('status') === 'needs_review')).toBe(true);
    });
    expect(await screen.findByText('DSR_TEST_YouTube.tsv')).toBeInTheDocument();
  });

  it('shows each disagreeing total beside the body, wants a reason, then accepts and shows it in the history', async () => {
    const fetchMock = stubReviewApi();
    renderAs('staff', <IngestPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Buka run #12' }));

    expect(await screen.findByText('Run ini ditahan untuk ditinjau')).toBeInTheDocument();
    const check = screen.getByText('1 / PUB_2').closest('tr');
    if (!check) throw new Error('no check row');
    expect(within(check).getByText('Baris 10')).toBeInTheDocument();
    expect(within(check).getByText('1.036.181')).toBeInTheDocument();
    expect(within(check).getByText('+1.028.371')).toBeInTheDocument();
    expect(within(check).getByText(/^\+US\$\s?407,05$/)).toBeInTheDocument();
    // Only the summaries that differ are listed while the run is held.
    expect(screen.queryByText('1 / SOC_1')).not.toBeInTheDocument();
    expect(screen.getByText(/Run ini perlu ditinjau|ditahan/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Terima' }));
    expect(await screen.findByText('Tulis alasan keputusan Anda')).toBeInTheDocument();
    expect(postedTo(fetchMock, '/api/ops/ingest/runs/12/accept')).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /Alasan/ }), 'Potongan laporan lengkap Q4');
    await userEvent.click(screen.getByRole('button', { name: 'Terima' }));
    await waitFor(() =>
      expect(postedTo(fetchMock, '/api/ops/ingest/runs/12/accept')).toEqual([
        { reason: 'Potongan laporan lengkap Q4' },
      ]),
    );
    expect(await screen.findByText('Diterima oleh Sari Staf')).toBeInTheDocument();
    expect(screen.getByText('Potongan laporan lengkap Q4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terima' })).not.toBeInTheDocument();
  });

  it('rejects with a reason: the run says its rows were deleted and the history keeps why', async () => {
    const fetchMock = stubReviewApi();
    renderAs('staff', <IngestPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Buka run #12' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Alasan/ }), 'Wilayah salah');
    await userEvent.click(screen.getByRole('button', { name: 'Tolak' }));
    await waitFor(() =>
      expect(postedTo(fetchMock, '/api/ops/ingest/runs/12/reject')).toEqual([{ reason: 'Wilayah salah' }]),
    );
    expect(await screen.findByText('Ditolak oleh Sari Staf')).toBeInTheDocument();
    expect(screen.getByText(/^Run ini ditolak: fakta, rollup/)).toBeInTheDocument();
    expect(postedTo(fetchMock, '/api/ops/ingest/runs/12/accept')).toEqual([]);
  });
});
