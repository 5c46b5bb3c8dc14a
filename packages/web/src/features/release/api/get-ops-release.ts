import type { ReleaseDetail } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function opsReleaseQueryKey(id: number) {
  return ['ops', 'releases', 'detail', id] as const;
}

/** GET /api/ops/releases/:id (staff): a release of any company with its tracks and history. */
export function getOpsRelease(id: number): Promise<ReleaseDetail> {
  return apiClient.request<ReleaseDetail>(`/api/ops/releases/${id}`);
}

export function opsReleaseQueryOptions(id: number) {
  return queryOptions({ queryKey: opsReleaseQueryKey(id), queryFn: () => getOpsRelease(id) });
}

export function useOpsReleaseQuery(id: number) {
  return useQuery(opsReleaseQueryOptions(id));
}
