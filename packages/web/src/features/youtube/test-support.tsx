import type {
  AssetRow,
  ReportMetric,
  RevenueFigures,
  SourceRow,
  YoutubeInfo,
  YoutubePeriod,
  YoutubeReport,
} from '@irama/contracts';
import { REVENUE_SOURCES } from '@irama/contracts';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { type Answer, renderSignedIn } from '../../test/api-stub.tsx';
import { buildMe } from '../../test/render.tsx';

/** A `{ data }` answer. */
export const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

export function figures(overrides: Partial<RevenueFigures> = {}): RevenueFigures {
  return {
    views: 120_000,
    // Micros below a cent, as YouTube pays them: pages show cents, an asset's detail every micro.
    gross_micros: 1_500_123_456,
    nett_micros: 1_200_045_678,
    shared_micros: 300_077_778,
    gross_idr: 24_375_000,
    nett_idr: 19_500_000,
    shared_idr: 4_875_000,
    ...overrides,
  };
}

const period = (periode: string, has_adjustment = false): YoutubePeriod => ({
  periode,
  has_adjustment,
  rate: { currency: 'USD', idr_per_unit: '16250' },
  published_at: `${periode}-28T03:00:00.000Z`,
});

export const INFO: YoutubeInfo = {
  periods: [period('2026-10', true), period('2026-09'), period('2026-08', true)],
  latest: '2026-10',
};

export const REPORT: YoutubeReport = {
  periode: '2026-10',
  currency: 'USD',
  months: ['2026-08', '2026-09', '2026-10'].map((periode) => ({
    ...figures(),
    periode,
    adjustment_nett_idr: 0,
    rate: { currency: 'USD', idr_per_unit: '16250' },
  })),
  sources: REVENUE_SOURCES.map((source) => ({ ...figures(), source })),
  top_countries: [{ ...figures(), country: 'ID' }],
};

export const ASSET: AssetRow = {
  ...figures(),
  asset_id: 'A123456789012345',
  title: 'Cinta Terlarang',
  artist: 'Dewi Kirana',
  project: 'Album Senja',
  is_co_owned: true,
};

const SOURCES: SourceRow[] = REVENUE_SOURCES.map((source, index) =>
  index === 0 ? { ...figures(), source } : { ...figures({ views: 0 }), source },
);

/** The report_table answer a query asks for, as the server would shape it. */
export function tableFor(url: URL): Answer {
  const metric = (url.searchParams.get('metric') ?? 'default') as ReportMetric;
  const table = {
    metric,
    periode: url.searchParams.get('periode') ?? '2026-10',
    adjustment: url.searchParams.get('adjustment') === '1',
    currency: 'USD',
    rate: { currency: 'USD', idr_per_unit: '16250' },
    summary: figures({ gross_micros: 7_500_000_000, gross_idr: 121_875_000 }),
    page: Number(url.searchParams.get('page') ?? 1),
    limit: 20,
  };
  const rows: Record<ReportMetric, object> = {
    default: { results: SOURCES, total: SOURCES.length },
    project: {
      results: [
        { ...figures(), project: 'Album Senja', assets: 12 },
        { ...figures(), project: '', assets: 3 },
      ],
      total: 2,
    },
    other_project: {
      results: [
        {
          ...figures(),
          project: 'Album Senja',
          assets: 2,
          co_owners: [{ name: 'Harmoni Records', share_bps: 2500 }],
        },
      ],
      total: 1,
    },
    asset: { results: [ASSET], total: 41 },
    detail: {
      results: [{ ...figures(), country: 'ID' }],
      total: 1,
      asset: ASSET,
      sources: SOURCES,
      months: [{ ...figures(), period: '2026-10' }],
    },
  };
  return ok({ ...table, ...rows[metric] });
}

/** Renders a YouTube report screen for a user who may read asset reports. */
export function renderYoutubeScreen(ui: ReactNode, path: string) {
  return renderSignedIn(ui, { path, me: buildMe({ permissions: { assetreports: true } }) });
}

/** Lets a download finish in jsdom, which cannot hand a blob to the browser. */
export function stubDownloads() {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
}
