import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import AssetAnalyticsPage from './asset-analytics-page.tsx';
import ChannelAnalyticsPage from './channel-analytics-page.tsx';
import { ASSET_INFO, analyticsHandlers, CHANNEL_INFO, ok } from './test-support.tsx';

vi.mock('@mantine/charts', () => import('../../test/chart-stubs.tsx'));

const ASSETS = '/asset-analytic/api/v2/assets';
const CHANNELS = '/api/v2/channels';

function stubAnalytics(overrides: Record<string, () => { status: number; body: unknown }> = {}) {
  return stubApi({
    [`GET ${ASSETS}/info`]: () => ok(ASSET_INFO),
    [`GET ${CHANNELS}/info`]: () => ok(CHANNEL_INFO),
    ...analyticsHandlers(ASSETS, 'detail'),
    ...analyticsHandlers(CHANNELS, 'data'),
    ...overrides,
  });
}

function renderAnalytics(path: string) {
  return renderSignedIn(
    <Routes>
      <Route path="/analytics/youtube-analytic-new" element={<AssetAnalyticsPage />} />
      <Route path="/analytics/youtube-analytic/channel" element={<ChannelAnalyticsPage />} />
    </Routes>,
    { path },
  );
}

const lastCall = (calls: RecordedCall[], path: string) => calls.filter((call) => call.url.pathname === path).at(-1);

describe('asset analytics page', () => {
  it('shows the period’s range, the summary with its change, engagement, audience and top assets', async () => {
    stubAnalytics();
    renderAnalytics('/analytics/youtube-analytic-new');

    expect(await screen.findByRole('heading', { name: 'Analitik Aset' })).toBeInTheDocument();
    expect(await screen.findByText(/^Data 24 Okt\s–\s20 Nov 2026, tersedia sampai 20 Nov 2026$/)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Ringkasan' });
    expect(within(summary).getByText('12.000')).toBeInTheDocument();
    expect(within(summary).getByText('600')).toBeInTheDocument();
    expect(within(summary).getByText('US$15,00')).toBeInTheDocument();
    expect(within(summary).getAllByText('+20%')).toHaveLength(4);
    expect(screen.getByText('3:00')).toBeInTheDocument();
    expect(screen.getByText('Indonesia')).toBeInTheDocument();
    expect(screen.getByText('Malaysia')).toBeInTheDocument();
    expect(await screen.findByText('Penelusuran YouTube')).toBeInTheDocument();
    expect(screen.getByText('65+')).toBeInTheDocument();
    expect(screen.getByText('Perempuan')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Aset teratas menurut pendapatan' })).toHaveTextContent('Senja di Kuta');
    expect(screen.getByRole('combobox', { name: 'Periode' })).toHaveValue('28 hari terakhir');
  });

  it('asks for the chosen period, project and asset, and keeps the asset for the other screens', async () => {
    const fetchMock = stubAnalytics();
    renderAnalytics('/analytics/youtube-analytic-new');

    await userEvent.click(await screen.findByRole('combobox', { name: 'Periode' }));
    await userEvent.click(await screen.findByRole('option', { name: '7 hari terakhir', hidden: true }));
    await waitFor(() =>
      expect(lastCall(fetchMock.requests, `${ASSETS}/summary`)?.url.searchParams.get('filter_periode')).toBe(
        'last_7_days',
      ),
    );
    expect(await screen.findByText(/^Data 14–20 Nov 2026/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Proyek' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Album Senja', hidden: true }));
    await waitFor(() =>
      expect(lastCall(fetchMock.requests, `${ASSETS}/top`)?.url.searchParams.get('asset_label')).toBe('Album Senja'),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Aset' }));
    expect(screen.queryByRole('option', { name: 'Hujan Jatuh', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Pagi Cerah', hidden: true }));
    await waitFor(() =>
      expect(lastCall(fetchMock.requests, `${ASSETS}/detail`)?.url.searchParams.get('asset_id')).toBe('A2'),
    );
    expect(JSON.parse(localStorage.getItem('irama.analytics.selection') ?? '{}')).toEqual({
      channelId: 'UCa',
      assetId: 'A2',
      project: 'Album Senja',
    });
  });

  it('says so when the company has no analytics yet', async () => {
    stubAnalytics({ [`GET ${ASSETS}/info`]: () => ok({ ...ASSET_INFO, as_of: null, assets: [] }) });
    renderAnalytics('/analytics/youtube-analytic-new');
    expect(await screen.findByText('Data tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByText('Data analitik aset belum tersedia untuk perusahaan Anda.')).toBeInTheDocument();
  });
});

describe('channel analytics page', () => {
  it('shows a company without YouTube that there is nothing, not an error', async () => {
    stubAnalytics({ [`GET ${CHANNELS}/info`]: () => ({ status: 404, body: { code: 'not_found' } }) });
    renderAnalytics('/analytics/youtube-analytic/channel');
    expect(await screen.findByText('Data tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByText('Data analitik channel belum tersedia untuk perusahaan Anda.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts from the channel chosen on another screen and asks for it', async () => {
    localStorage.setItem(
      'irama.analytics.selection',
      JSON.stringify({ channelId: 'UCn', assetId: 'A3', project: null }),
    );
    const fetchMock = stubAnalytics();
    renderAnalytics('/analytics/youtube-analytic/channel?periode=last_month');

    expect(await screen.findByRole('combobox', { name: 'Channel' })).toHaveValue('Nadia (UCn)');
    await waitFor(() => expect(lastCall(fetchMock.requests, `${CHANNELS}/data`)).toBeDefined());
    const query = lastCall(fetchMock.requests, `${CHANNELS}/summary`)?.url.searchParams;
    expect(query?.get('channel_id')).toBe('UCn');
    expect(query?.get('filter_periode')).toBe('last_month');
    expect(await screen.findByText(/^Data 1–31 Okt 2026/)).toBeInTheDocument();
  });

  it('ignores a kept channel that is not the company’s', async () => {
    localStorage.setItem('irama.analytics.selection', JSON.stringify({ channelId: 'UCzz' }));
    const fetchMock = stubAnalytics();
    renderAnalytics('/analytics/youtube-analytic/channel');
    await waitFor(() => expect(lastCall(fetchMock.requests, `${CHANNELS}/summary`)).toBeDefined());
    expect(lastCall(fetchMock.requests, `${CHANNELS}/summary`)?.url.searchParams.has('channel_id')).toBe(false);
  });

  it('opens a top video’s asset on the asset screen', async () => {
    stubAnalytics();
    renderAnalytics('/analytics/youtube-analytic/channel');
    const table = await screen.findByRole('table', { name: 'Video teratas menurut penayangan' });
    await userEvent.click(within(table).getByRole('button', { name: 'Senja di Kuta' }));
    expect(await screen.findByRole('heading', { name: 'Analitik Aset' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Aset' })).toHaveValue('Senja di Kuta');
  });
});
