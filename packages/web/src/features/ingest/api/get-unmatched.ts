import type { Page, UnmatchedRow } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { INGEST_QUERY_KEY } from './get-runs.ts';

export const UNMATCHED_PAGE_SIZE = 20;

/** GET /api/ops/ingest/unmatched?run= (staff): a run's rows that matched nobody, open ones first; no total. */
export function getUnmatched(runId: number, page: number): Promise<Omit<Page<UnmatchedRow>, 'total'>> {
  return apiClient.request('/api/ops/ingest/unmatched', { query: { run: runId, page, limit: UNMATCHED_PAGE_SIZE } });
}

export function unmatchedQueryOptions(runId: number, page: number) {
  return queryOptions({
    queryKey: [...INGEST_QUERY_KEY, 'unmatched', runId, page],
    queryFn: () => getUnmatched(runId, page),
    placeholderData: keepPreviousData,
  });
}

export function useUnmatchedQuery(runId: number, page: number) {
  return useQuery(unmatchedQueryOptions(runId, page));
}
