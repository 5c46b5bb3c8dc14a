import type { ReleaseDetail } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Cache key of one release's detail; writes put the server's answer here. */
export function releaseQueryKey(id: number) {
  return ['release', 'detail', id] as const;
}

/** GET /api/v2/release/album/id/:id: the whole release with its tracks, errors and history. */
export function getRelease(id: number): Promise<ReleaseDetail> {
  return apiClient.request<ReleaseDetail>(`/api/v2/release/album/id/${id}`);
}

export function releaseQueryOptions(id: number) {
  return queryOptions({ queryKey: releaseQueryKey(id), queryFn: () => getRelease(id) });
}

export function useReleaseQuery(id: number) {
  return useQuery(releaseQueryOptions(id));
}
