import type { IngestRun, Page, RunStatus } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const INGEST_QUERY_KEY = ['ops', 'ingest'] as const;
export const RUNS_PAGE_SIZE = 10;
/** How often the list is read again while a file is still being parsed. */
export const RUNS_POLL_MS = 2000;

/** GET /api/ops/ingest/runs (staff): every ingested file, or those of one status, newest first. */
export function getRuns(page: number, status?: RunStatus): Promise<Page<IngestRun>> {
  return apiClient.request('/api/ops/ingest/runs', {
    query: { page, limit: RUNS_PAGE_SIZE, ...(status ? { status } : {}) },
  });
}

export function runsQueryOptions(page: number, status?: RunStatus) {
  return queryOptions({
    queryKey: [...INGEST_QUERY_KEY, 'runs', page, status ?? 'all'],
    queryFn: () => getRuns(page, status),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((run) => run.status === 'parsing') ? RUNS_POLL_MS : false,
  });
}

export function useRunsQuery(page: number, status?: RunStatus) {
  return useQuery(runsQueryOptions(page, status));
}
