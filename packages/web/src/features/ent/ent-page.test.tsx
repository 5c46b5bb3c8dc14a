import type { EntInfo, EntReport } from '@irama/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Answer, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import { buildMe } from '../../test/render.tsx';
import EntPage from './ent-page.tsx';

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

const INFO: EntInfo = {
  currency: 'IDR',
  periods: [
    { periode: '2026-10', amount_idr: 95_000_000, items: 25 },
    { periode: '2026-09', amount_idr: 40_000_000, items: 6 },
  ],
  latest: '2026-10',
  year_to_date_idr: 410_000_000,
};

function buildReport(overrides: Partial<EntReport> = {}): EntReport {
  return {
    periode: '2026-10',
    currency: 'IDR',
    amount_idr: 95_000_000,
    by_category: [
      { category: 'show', amount_idr: 60_000_000 },
      { category: 'brand_deal', amount_idr: 35_000_000 },
    ],
    results: [
      { date: '2026-10-04', category: 'show', description: 'Konser Surabaya', amount_idr: 60_000_000 },
      { date: '2026-10-18', category: 'brand_deal', description: 'Kampanye kopi', amount_idr: 35_000_000 },
    ],
    page: 1,
    limit: 20,
    total: 25,
    ...overrides,
  };
}

const ENT_ME = buildMe({ services: ['entertainment'], permissions: {} });

describe('entertainment report', () => {
  it('shows the latest month’s total, every category and its lines', async () => {
    stubApi({
      'GET /api/v2/ent/info': () => ok(INFO),
      'GET /api/v2/ent/report': () => ok(buildReport()),
    });
    renderSignedIn(<EntPage />, { me: ENT_ME, path: '/reports/entertainment' });

    const categories = await screen.findByRole('list', { name: 'Pendapatan per kategori' });
    const tiles = within(categories)
      .getAllByRole('listitem')
      .map((tile) => tile.textContent?.replace(/\s/g, ' '));
    expect(tiles).toEqual([
      'TotalRp 95.000.000',
      'PertunjukanRp 60.000.000',
      'Kerja sama merekRp 35.000.000',
      'LisensiRp 0',
      'MerchandiseRp 0',
      'PenampilanRp 0',
    ]);
    expect(
      screen.getByText('Pendapatan tahun ini: Rp 410.000.000', { normalizer: (text) => text.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rincian laporan' });
    expect(within(table).getByText('Konser Surabaya')).toBeInTheDocument();
    expect(within(table).getByText('Kerja sama merek')).toBeInTheDocument();
    expect(screen.getByText('1–20 dari 25')).toBeInTheDocument();
  });

  it('reads the month picked, pages through it and downloads it', async () => {
    const fetchMock = stubApi({
      'GET /api/v2/ent/info': () => ok(INFO),
      'GET /api/v2/ent/report': () => ok(buildReport()),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderSignedIn(<EntPage />, { me: ENT_ME, path: '/reports/entertainment' });
    const reportCalls = () => fetchMock.requests.filter((call) => call.url.pathname === '/api/v2/ent/report');
    await screen.findByRole('table', { name: 'Rincian laporan' });
    expect(reportCalls()[0]?.url.searchParams.get('periode')).toBe('2026-10');

    await userEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(reportCalls().at(-1)?.url.searchParams.get('page')).toBe('2'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Periode' }));
    await userEvent.click(await screen.findByRole('option', { name: 'September 2026', hidden: true }));
    await waitFor(() => {
      const last = reportCalls().at(-1)?.url.searchParams;
      expect([last?.get('periode'), last?.get('page')]).toEqual(['2026-09', '1']);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Unduh laporan' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() => {
      const exported = reportCalls().find((call) => call.url.searchParams.get('export') === 'xlsx');
      expect(exported?.url.searchParams.get('periode')).toBe('2026-09');
    });
  });

  it('says when there is no statement yet', async () => {
    stubApi({
      'GET /api/v2/ent/info': () => ok({ ...INFO, periods: [], latest: null, year_to_date_idr: 0 }),
      'GET /api/v2/ent/report': () =>
        ok(buildReport({ periode: null, amount_idr: 0, by_category: [], results: [], total: 0 })),
    });
    renderSignedIn(<EntPage />, { me: ENT_ME, path: '/reports/entertainment' });
    expect(await screen.findByText('Belum ada laporan')).toBeInTheDocument();
  });
});
