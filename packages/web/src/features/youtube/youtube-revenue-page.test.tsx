import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type RecordedCall, stubApi } from '../../test/api-stub.tsx';
import { INFO, ok, REPORT, renderYoutubeScreen, stubDownloads, tableFor } from './test-support.tsx';
import YoutubeRevenuePage from './youtube-revenue-page.tsx';

vi.mock('@mantine/charts', () => import('../../test/chart-stubs.tsx'));

beforeEach(stubDownloads);

const TABLE = '/api/v2/youtube/report_table';
const tableCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.pathname === TABLE && !call.url.searchParams.has('export'));
const lastTableQuery = (calls: RecordedCall[]) => tableCalls(calls).at(-1)?.url.searchParams;

function stubReport() {
  return stubApi({
    'GET /api/v2/youtube/info': () => ok(INFO),
    'GET /api/v2/youtube/report': () => ok(REPORT),
    [`GET ${TABLE}`]: (_init, url) => tableFor(url),
  });
}

describe('YouTube revenue page', () => {
  it('shows the period with its rate, the summary in dollars and rupiah apart, and the sources', async () => {
    stubReport();
    renderYoutubeScreen(<YoutubeRevenuePage />, '/reports/youtube/revenue');

    // The file's first render also loads Mantine and the charts: allow it more than a second.
    expect(await screen.findByText('Kurs: 1 USD = Rp 16.250')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Periode' })).toHaveValue('Okt 2026');
    expect(await screen.findByLabelText('Pendapatan kotor, dalam dolar AS')).toHaveTextContent('US$7.500,00');
    expect(screen.getByLabelText('Pendapatan kotor, dalam rupiah')).toHaveTextContent('Rp 121.875.000');
    expect(screen.getByLabelText('Bagi hasil, dalam dolar AS')).toHaveTextContent('US$300,08');
    // Time runs left to right in the month chart.
    expect(await screen.findByRole('img', { name: 'Agu 2026, Sep 2026, Okt 2026' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Iklan, YouTube Premium, Biaya lisensi, Shorts, Fitur berbayar' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pendapatan bersih per bulan (Rp)')).toBeInTheDocument();

    const table = await screen.findByRole('region', { name: 'Sumber' });
    for (const source of ['Iklan', 'YouTube Premium', 'Biaya lisensi', 'Shorts', 'Fitur berbayar']) {
      expect(within(table).getByText(source)).toBeInTheDocument();
    }
    expect(within(table).getAllByText('US$1.200,05')).toHaveLength(5);
    expect(within(table).getAllByText('Rp 19.500.000')).toHaveLength(5);
    for (const tab of ['Sumber', 'Proyek', 'Proyek Co-ownership', 'Aset', 'Detail aset']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
  });

  it('drills from a project to its assets and from an asset to its detail, each step its own request', async () => {
    const fetchMock = stubReport();
    renderYoutubeScreen(<YoutubeRevenuePage />, '/reports/youtube/revenue?periode=2026-09&tab=projects');

    await userEvent.click(await screen.findByRole('button', { name: 'Album Senja' }));
    expect(await screen.findByText('Proyek: Album Senja')).toBeInTheDocument();
    await waitFor(() => expect(lastTableQuery(fetchMock.requests)?.get('metric')).toBe('asset'));
    expect(lastTableQuery(fetchMock.requests)?.get('asset_label')).toBe('Album Senja');
    expect(lastTableQuery(fetchMock.requests)?.get('periode')).toBe('2026-09');
    expect(screen.getByRole('tab', { name: 'Aset' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(await screen.findByRole('button', { name: /Cinta Terlarang/ }));
    await waitFor(() => expect(lastTableQuery(fetchMock.requests)?.get('metric')).toBe('detail'));
    expect(lastTableQuery(fetchMock.requests)?.get('asset_id')).toBe('A123456789012345');
    expect(await screen.findByRole('heading', { name: 'Cinta Terlarang' })).toBeInTheDocument();
    expect(screen.getByText('Indonesia')).toBeInTheDocument();
    // The detail a partner checks against YouTube's figures keeps every micro of the dollars.
    const countries = screen.getByRole('region', { name: 'Per negara' });
    expect(within(countries).getByText('US$1.200,045678')).toBeInTheDocument();
    expect(within(countries).queryByText('US$1.200,05')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Detail aset' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks for the assets without a project with an empty asset_label, and shows every asset once cleared', async () => {
    const fetchMock = stubReport();
    renderYoutubeScreen(<YoutubeRevenuePage />, '/reports/youtube/revenue?tab=projects');

    await userEvent.click(await screen.findByRole('button', { name: 'Tanpa proyek' }));
    await waitFor(() => expect(lastTableQuery(fetchMock.requests)?.get('metric')).toBe('asset'));
    expect(lastTableQuery(fetchMock.requests)?.get('asset_label')).toBe('');

    await userEvent.click(screen.getByRole('button', { name: /Hapus filter proyek/ }));
    await waitFor(() => expect(lastTableQuery(fetchMock.requests)?.has('asset_label')).toBe(false));
    expect(lastTableQuery(fetchMock.requests)?.get('metric')).toBe('asset');
  });

  it('lists co-owned projects with each co-owner’s cut', async () => {
    stubReport();
    renderYoutubeScreen(<YoutubeRevenuePage />, '/reports/youtube/revenue?tab=coowned');
    expect(await screen.findByText('Harmoni Records 25%')).toBeInTheDocument();
  });

  it.each([
    ['CSV (.csv)', 'csv'],
    ['Excel (.xlsx)', 'xlsx'],
  ])('downloads the whole table on screen as %s with its filters', async (item, format) => {
    const fetchMock = stubReport();
    renderYoutubeScreen(
      <YoutubeRevenuePage />,
      '/reports/youtube/revenue?periode=2026-09&tab=assets&project=Album+Senja',
    );
    await screen.findByRole('button', { name: /Cinta Terlarang/ });

    // Found again once enabled: the node seen while the table loaded may have been replaced since.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unduh' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Unduh' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: item }));
    await waitFor(() =>
      expect(fetchMock.requests.some((call) => call.url.searchParams.get('export') === format)).toBe(true),
    );
    const query = fetchMock.requests.find((call) => call.url.searchParams.get('export') === format)?.url.searchParams;
    expect(query?.get('metric')).toBe('asset');
    expect(query?.get('periode')).toBe('2026-09');
    expect(query?.get('asset_label')).toBe('Album Senja');
    expect(query?.get('adjustment')).toBe('0');
    // The file is the whole table, not the page on screen.
    expect(query?.has('page')).toBe(false);
  });

  it('says so when no period has been published yet', async () => {
    stubApi({ 'GET /api/v2/youtube/info': () => ok({ periods: [], latest: null }) });
    renderYoutubeScreen(<YoutubeRevenuePage />, '/reports/youtube/revenue');
    expect(await screen.findByText('Belum ada laporan YouTube')).toBeInTheDocument();
  });
});
