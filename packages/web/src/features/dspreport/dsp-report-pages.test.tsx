import type { DspFigures, DspReport, DspReportInfo, DspReportTable } from '@irama/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Answer, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import DspReportPage from './dsp-report-page.tsx';
import NewDspReportPage from './new-dsp-report-page.tsx';

vi.mock('@mantine/charts', () => import('../../test/chart-stubs.tsx'));

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const RATE = { currency: 'USD' as const, idr_per_unit: '16250' };
const figures = (nett: number): DspFigures => ({
  streams: nett / 10,
  gross_idr: nett + nett / 4,
  nett_idr: nett,
  shared_idr: nett / 4,
  gross_micros: nett * 75,
  nett_micros: nett * 60,
});

const INFO: DspReportInfo = {
  periods: [
    { periode: '2026-10', rate: RATE, published_at: '2026-11-05T00:00:00Z' },
    { periode: '2026-09', rate: RATE, published_at: '2026-10-05T00:00:00Z' },
  ],
  latest: '2026-10',
  stores: ['joox', 'spotify'],
  new_report: true,
};

const REPORT: DspReport = {
  periode: '2026-10',
  months: [
    { periode: '2026-09', ...figures(4_000_000) },
    { periode: '2026-10', ...figures(6_000_000) },
  ],
  by_store: [
    { periode: '2026-09', store: 'spotify', ...figures(4_000_000) },
    { periode: '2026-10', store: 'spotify', ...figures(4_000_000) },
    { periode: '2026-10', store: 'joox', ...figures(2_000_000) },
  ],
};

const paging = { page: 1, limit: 20, rate: RATE };
const TRACK = {
  isrc: 'IDA012000001',
  title: 'Senja di Kuta',
  artist: 'Nadia Putri',
  release_title: 'Senja',
  upc: '8991',
};

function tableOf(url: URL): DspReportTable {
  const periode = url.searchParams.get('periode') ?? '2026-10';
  switch (url.searchParams.get('metric')) {
    case 'default':
      return {
        metric: 'default',
        ...paging,
        periode: null,
        store: null,
        summary: figures(10_000_000),
        results: [
          { periode: '2026-10', ...figures(6_000_000) },
          { periode: '2026-09', ...figures(4_000_000) },
        ],
        total: 2,
      };
    case 'store':
      return {
        metric: 'store',
        ...paging,
        periode,
        store: null,
        summary: figures(6_000_000),
        results: [
          { store: 'spotify', ...figures(4_000_000) },
          { store: 'joox', ...figures(2_000_000) },
        ],
        total: 2,
      };
    case 'track':
      return {
        metric: 'track',
        ...paging,
        periode,
        store: url.searchParams.get('store'),
        summary: figures(6_000_000),
        results: [
          { ...TRACK, ...figures(5_000_000) },
          { ...TRACK, isrc: 'IDA012000002', title: 'Hujan Bulan Juni', ...figures(1_000_000) },
        ],
        total: 25,
      };
    default:
      return {
        metric: 'track_detail',
        ...paging,
        periode,
        store: url.searchParams.get('store'),
        track: TRACK,
        summary: figures(5_000_000),
        stores: [{ store: 'spotify', ...figures(5_000_000) }],
        months: [{ periode: '2026-10', ...figures(5_000_000) }],
        results: [
          { country: 'ID', ...figures(4_000_000) },
          { country: 'MY', ...figures(1_000_000) },
        ],
        total: 2,
      };
  }
}

function stubDsp(info: DspReportInfo = INFO) {
  return stubApi({
    'GET /api/v2/dspreport/info': () => ok(info),
    'GET /api/v2/dspreport/report': () => ok(REPORT),
    'GET /api/v2/dspreport/report_table': (_init, url) => ok(tableOf(url)),
  });
}

const tableCalls = (fetchMock: ReturnType<typeof stubDsp>) =>
  fetchMock.requests.filter((call) => call.url.pathname === '/api/v2/dspreport/report_table');

describe('DSP report', () => {
  it('shows the latest period by platform and by song, opens a song and downloads it', async () => {
    const fetchMock = stubDsp();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderSignedIn(<DspReportPage />, { path: '/reports/dsp-report' });

    const platforms = await screen.findByRole('table', { name: 'Platform' });
    expect(within(platforms).getByText('Spotify')).toBeInTheDocument();
    expect(within(platforms).getByText('JOOX')).toBeInTheDocument();
    const summary = await screen.findByRole('list', { name: 'Ringkasan pendapatan' });
    expect(within(summary).getByText(/Rp\s?6\.000\.000/)).toBeInTheDocument();
    const songs = await screen.findByRole('table', { name: 'Lagu' });
    expect(within(songs).getByText('Senja di Kuta')).toBeInTheDocument();
    expect(screen.getByText('1–20 dari 25')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Sep 2026, Okt 2026' })).toBeInTheDocument();

    await userEvent.click(within(platforms).getByRole('button', { name: 'JOOX' }));
    await waitFor(() => expect(tableCalls(fetchMock).at(-1)?.url.searchParams.get('store')).toBe('joox'));
    expect(await screen.findByText('Lagu di JOOX')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: /Senja di Kuta/ }));
    expect(await screen.findByRole('table', { name: 'Negara' })).toBeInTheDocument();
    const detailCall = tableCalls(fetchMock).at(-1)?.url.searchParams;
    expect([detailCall?.get('metric'), detailCall?.get('isrc'), detailCall?.get('store')]).toEqual([
      'track_detail',
      TRACK.isrc,
      'joox',
    ]);
    expect(screen.getByText('Hanya di JOOX')).toBeInTheDocument();
    expect(screen.getByText('Indonesia')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unduh' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => {
      const exported = tableCalls(fetchMock).find((call) => call.url.searchParams.get('export') === 'csv');
      expect(exported?.url.searchParams.get('metric')).toBe('track_detail');
    });

    await userEvent.click(screen.getByRole('button', { name: 'Kembali ke daftar lagu' }));
    expect(await screen.findByRole('table', { name: 'Lagu' })).toBeInTheDocument();
  });

  it('says Data not found when nothing is published', async () => {
    stubDsp({ ...INFO, periods: [], latest: null, stores: [] });
    renderSignedIn(<DspReportPage />, { path: '/reports/dsp-report' });
    expect(await screen.findByText('Data tidak ditemukan')).toBeInTheDocument();
  });
});

describe('new DSP report', () => {
  it('drills down summary → period → platform → song, and back up by the breadcrumbs', async () => {
    const fetchMock = stubDsp();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderSignedIn(<NewDspReportPage />, { path: '/reports/new-dsp-report' });

    expect(await screen.findByText('Tahap 1 dari 4: Ringkasan')).toBeInTheDocument();
    const periods = await screen.findByRole('table', { name: 'Periode' });
    await userEvent.click(within(periods).getByRole('button', { name: 'Oktober 2026' }));

    expect(await screen.findByText('Tahap 2 dari 4: Periode')).toBeInTheDocument();
    const platforms = await screen.findByRole('table', { name: 'Platform' });
    await userEvent.click(within(platforms).getByRole('button', { name: 'Spotify' }));

    expect(await screen.findByText('Tahap 3 dari 4: Platform')).toBeInTheDocument();
    const last = tableCalls(fetchMock).at(-1)?.url.searchParams;
    expect([last?.get('metric'), last?.get('periode'), last?.get('store')]).toEqual(['track', '2026-10', 'spotify']);
    const songs = await screen.findByRole('table', { name: 'Lagu' });
    await userEvent.click(within(songs).getByRole('button', { name: /Senja di Kuta/ }));

    expect(await screen.findByText('Tahap 4 dari 4: Detail lagu')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Negara' })).toBeInTheDocument();
    // The song stage stays on the platform chosen in the stage before.
    const detail = tableCalls(fetchMock).at(-1)?.url.searchParams;
    expect([detail?.get('metric'), detail?.get('store'), detail?.get('isrc')]).toEqual([
      'track_detail',
      'spotify',
      TRACK.isrc,
    ]);
    expect(screen.getByText('Hanya di Spotify')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unduh' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => {
      const exported = tableCalls(fetchMock).find((call) => call.url.searchParams.get('export') === 'csv');
      expect([exported?.url.searchParams.get('metric'), exported?.url.searchParams.get('store')]).toEqual([
        'track_detail',
        'spotify',
      ]);
    });
    const trail = screen.getByRole('navigation', { name: 'Tahapan laporan' });
    expect(within(trail).getByText('Senja di Kuta')).toBeInTheDocument();

    await userEvent.click(within(trail).getByRole('button', { name: 'Ringkasan' }));
    expect(await screen.findByText('Tahap 1 dari 4: Ringkasan')).toBeInTheDocument();
  });

  it('stays closed to an admin without the new DSP report switch', async () => {
    const fetchMock = stubDsp({ ...INFO, new_report: false });
    renderSignedIn(<NewDspReportPage />, { path: '/reports/new-dsp-report', role: 'admin' });
    expect(await screen.findByText('Laporan DSP baru belum dibuka untuk akun Anda')).toBeInTheDocument();
    expect(tableCalls(fetchMock)).toHaveLength(0);
  });
});
