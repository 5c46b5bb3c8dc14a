import type { AnalyticsRun, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { INGEST_QUERY_KEY, RUNS_PAGE_SIZE } from './get-runs.ts';

/** GET /api/ops/ingest/analytics/runs (staff): every ingested analytics feed, newest first. */
export function getAnalyticsRuns(page: number): Promise<Page<AnalyticsRun>> {
  return apiClient.request('/api/ops/ingest/analytics/runs', { query: { page, limit: RUNS_PAGE_SIZE } });
}

export function analyticsRunsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...INGEST_QUERY_KEY, 'analytics-runs', page],
    queryFn: () => getAnalyticsRuns(page),
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsRunsQuery(page: number) {
  return useQuery(analyticsRunsQueryOptions(page));
}
