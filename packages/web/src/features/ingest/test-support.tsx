import type { CompanySummary, Me } from '@irama/contracts';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { buildMe, buildSession, renderWithSession } from '../../test/render.tsx';
import type { IngestRun, RunDetail, UnmatchedRow } from './types.ts';

type Answer = { status: number; body: unknown };
type Handler = (init: RequestInit | undefined, url: URL) => Answer;

/** Answers fetch by "METHOD /path"; the runtime config and unknown paths get harmless answers. */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    const answer = handler
      ? handler(init, url)
      : { status: url.pathname === '/api/public/config' ? 200 : 404, body: { data: {} } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies of the POSTs sent to a path, in order. */
export function postedTo(fetchMock: ReturnType<typeof stubApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** The page as a signed-in user of the given role sees it, with toasts and a fresh query client. */
export function renderAs(role: Me['user']['role'], ui: ReactNode) {
  const base = buildMe();
  const me: Me = { ...base, user: { ...base.user, role } };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithSession(
    <QueryClientProvider client={client}>
      <Notifications />
      {ui}
    </QueryClientProvider>,
    { session: buildSession(me), path: '/ops/ingest' },
  );
}

export const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

export function buildRun(overrides: Partial<IngestRun> = {}): IngestRun {
  return {
    id: 12,
    source: 'store',
    store: 'tokoku',
    period: '2026-09',
    kind: 'regular',
    file_name: 'tokoku-2026-09.csv',
    sha256: 'ab'.repeat(32),
    status: 'parsed',
    total_rows: 3,
    matched_rows: 2,
    unmatched_rows: 1,
    error_rows: 0,
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

export const COMPANIES: CompanySummary[] = [
  {
    id: 2,
    company: 'PT Musik Nusantara',
    group_name: 'music',
    services: ['music'],
    features: [],
    logo_url: null,
    is_sub_aggregator: false,
    parent_id: null,
  },
  {
    id: 5,
    company: 'Indie Records',
    group_name: 'music',
    services: ['music'],
    features: [],
    logo_url: null,
    is_sub_aggregator: false,
    parent_id: null,
  },
];

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
