import type { ReleaseStatus } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface ReleaseCounts {
  total: number;
  by_status: Record<ReleaseStatus, number>;
}

/** GET /api/v2/release/info: how many of the company's releases are in each status. */
export function getReleaseInfo(): Promise<ReleaseCounts> {
  return apiClient.request<ReleaseCounts>('/api/v2/release/info');
}

export function releaseInfoQueryOptions() {
  return queryOptions({ queryKey: ['release', 'info'] as const, queryFn: getReleaseInfo });
}

export function useReleaseInfoQuery() {
  return useQuery(releaseInfoQueryOptions());
}
