import type { CompanySummary, Me } from '@irama/contracts';
import type { ReactNode } from 'react';
import { type Answer, renderSignedIn, stubApi } from '../../test/api-stub.tsx';

export { stubApi };

import type { AnalyticsRun, IngestRun, RunDetail, UnmatchedRow } from '@irama/contracts';

/** The bodies of the POSTs sent to a path, in order. */
export function postedTo(fetchMock: ReturnType<typeof stubApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** The ingest page as a signed-in user of the given role sees it. */
export function renderAs(role: Me['user']['role'], ui: ReactNode) {
  return renderSignedIn(ui, { role, path: '/ops/ingest' });
}

export const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

/** A parsed file of three rows: two matched, one not. */
const PARSED_COUNTS = { status: 'parsed', total_rows: 3, matched_rows: 2, unmatched_rows: 1, error_rows: 0 } as const;

export function buildRun(overrides: Partial<IngestRun> = {}): IngestRun {
  return {
    id: 12,
    source: 'store',
    store: 'tokoku',
    period: '2026-09',
    kind: 'regular',
    file_name: 'tokoku-2026-09.csv',
    sha256: 'ab'.repeat(32),
    ...PARSED_COUNTS,
    total_micros: 25_500_750_000,
    file_total_micros: null,
    total_idr: 25_501,
    errors: [],
    created_at: '2026-11-23T02:00:00.000Z',
    finished_at: '2026-11-23T02:00:01.000Z',
    published_at: null,
    ...overrides,
  };
}

export function buildAnalyticsRun(overrides: Partial<AnalyticsRun> = {}): AnalyticsRun {
  return {
    id: 3,
    feed: 'dsp',
    store: 'spotify',
    period: '2026-10',
    file_name: 'analytics_dsp_daily_202610.csv',
    sha256: 'cd'.repeat(32),
    ...PARSED_COUNTS,
    errors: [],
    created_at: '2026-11-23T03:00:00.000Z',
    finished_at: '2026-11-23T03:00:01.000Z',
    ...overrides,
  };
}

const musicCompany = (id: number, company: string): CompanySummary => ({
  id,
  company,
  group_name: 'music',
  services: ['music'],
  features: [],
  logo_url: null,
  is_sub_aggregator: false,
  parent_id: null,
});

export const COMPANIES: CompanySummary[] = [musicCompany(2, 'PT Musik Nusantara'), musicCompany(5, 'Indie Records')];

export function buildUnmatched(overrides: Partial<UnmatchedRow> = {}): UnmatchedRow {
  return {
    id: 40,
    run_id: 12,
    line: 4,
    keys: { isrc: 'ZZX012600001', upc: null },
    title: 'Bukan Kita',
    gross_micros: 700_000_000,
    gross_idr: 700,
    status: 'open',
    assigned_company_id: null,
    ...overrides,
  };
}

/** A run's detail: company 2 holds the matched rows, the rest is in the unmatched groups given. */
export function buildDetail(run: IngestRun, unmatched: RunDetail['unmatched']): RunDetail {
  const setAside = unmatched.filter((group) => group.status !== 'open');
  const attributedIdr = 24_801 + setAside.reduce((sum, group) => sum + group.gross_idr, 0);
  return {
    run,
    companies: [
      {
        company_id: 2,
        rows: 2,
        gross_micros: 24_800_750_000,
        nett_micros: 24_800_750_000,
        shared_micros: 0,
        gross_idr: 24_801,
        nett_idr: 24_801,
      },
    ],
    unmatched,
    checks: [],
    reviews: [],
    totals: {
      file: { gross_micros: run.total_micros, gross_idr: run.total_idr },
      attributed: {
        gross_micros: 24_800_750_000 + setAside.reduce((sum, group) => sum + group.gross_micros, 0),
        gross_idr: attributedIdr,
      },
      is_balanced: attributedIdr === run.total_idr,
    },
  };
}
