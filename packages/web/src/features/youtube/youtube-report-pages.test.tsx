import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.tsx';
import { INFO, ok, REPORT, renderYoutubeScreen, stubDownloads, tableFor } from './test-support.tsx';
import YoutubeAdjustmentPage from './youtube-adjustment-page.tsx';
import YoutubeReportPage from './youtube-report-page.tsx';

vi.mock('@mantine/charts', () => import('../../test/chart-stubs.tsx'));

beforeEach(stubDownloads);

describe('YouTube monthly report', () => {
  it('lists the months newest first in rupiah with the dollars in cents under them and the rate, and downloads them', async () => {
    const fetchMock = stubApi({
      'GET /api/v2/youtube/info': () => ok(INFO),
      'GET /api/v2/youtube/report': () => ok(REPORT),
    });
    renderYoutubeScreen(<YoutubeReportPage />, '/reports/youtube-report');

    const table = await screen.findByRole('region', { name: 'Pendapatan per bulan' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Okt 2026',
      'Sep 2026',
      'Agu 2026',
    ]);
    const first = rows[0] as HTMLElement;
    for (const text of ['120.000', 'Rp 24.375.000', 'US$1.500,12', 'Rp 19.500.000', 'US$1.200,05', 'Rp 16.250']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).queryByText('US$1.200,045678')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Pendapatan bersih' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unduh' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() =>
      expect(fetchMock.requests.some((call) => call.url.searchParams.get('export') === 'csv')).toBe(true),
    );
    const query = fetchMock.requests.find((call) => call.url.searchParams.has('export'))?.url;
    expect(query?.pathname).toBe('/api/v2/youtube/report');
    expect(query?.searchParams.get('periode')).toBe('2026-10');
    expect(query?.searchParams.get('months')).toBe('12');
  });
});

describe('YouTube adjustment report', () => {
  it('offers only the periods with an adjustment and asks for the adjustment tables', async () => {
    const fetchMock = stubApi({
      'GET /api/v2/youtube/info': () => ok(INFO),
      'GET /api/v2/youtube/report_table': (_init, url) => tableFor(url),
    });
    renderYoutubeScreen(<YoutubeAdjustmentPage />, '/reports/youtube-report-adjustment?periode=2026-09');

    // September had no adjustment, so the newest period that had one is shown instead.
    const select = await screen.findByRole('combobox', { name: 'Periode' });
    expect(select).toHaveValue('Okt 2026');
    await userEvent.click(select);
    expect((await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent)).toEqual([
      'Okt 2026',
      'Agu 2026',
    ]);
    await screen.findByText('Fitur berbayar');
    const sources = fetchMock.requests.find((call) => call.url.pathname === '/api/v2/youtube/report_table')?.url;
    expect(sources?.searchParams.get('adjustment')).toBe('1');
    expect(sources?.searchParams.get('periode')).toBe('2026-10');

    await userEvent.click(screen.getByRole('tab', { name: 'Aset' }));
    await screen.findByText('Cinta Terlarang');
    const assets = fetchMock.requests.filter((call) => call.url.pathname === '/api/v2/youtube/report_table').at(-1);
    expect(assets?.url.searchParams.get('metric')).toBe('asset');
    expect(assets?.url.searchParams.get('adjustment')).toBe('1');
  });

  it('says so when no period had an adjustment', async () => {
    stubApi({
      'GET /api/v2/youtube/info': () =>
        ok({ ...INFO, periods: INFO.periods.map((period) => ({ ...period, has_adjustment: false })) }),
    });
    renderYoutubeScreen(<YoutubeAdjustmentPage />, '/reports/youtube-report-adjustment');
    expect(await screen.findByText('Belum ada laporan penyesuaian')).toBeInTheDocument();
  });
});
