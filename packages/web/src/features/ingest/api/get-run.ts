import type { RunDetail } from '@irama/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { INGEST_QUERY_KEY, RUNS_POLL_MS } from './get-runs.ts';

/** GET /api/ops/ingest/runs/:id (staff): the run with its per-company totals against the file totals. */
export function getRun(id: number): Promise<RunDetail> {
  return apiClient.request(`/api/ops/ingest/runs/${id}`);
}

export function runQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...INGEST_QUERY_KEY, 'run', id],
    queryFn: () => getRun(id),
    refetchInterval: (query) => (query.state.data?.run.status === 'parsing' ? RUNS_POLL_MS : false),
  });
}

export function useRunQuery(id: number) {
  return useQuery(runQueryOptions(id));
}

/** The details of several runs at once: every run a period's publish covers. */
export function useRunsDetails(ids: readonly number[]) {
  return useQueries({ queries: ids.map((id) => runQueryOptions(id)) });
}
