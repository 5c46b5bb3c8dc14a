import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { ReleaseFilter, ReleasePage } from './get-releases.ts';

/** GET /api/ops/releases (staff): every company's releases, for the review queue. */
export function getOpsReleases(filter: ReleaseFilter): Promise<ReleasePage> {
  return apiClient.request<ReleasePage>('/api/ops/releases', { query: { ...filter } });
}

export function opsReleasesQueryOptions(filter: ReleaseFilter) {
  return queryOptions({
    queryKey: ['ops', 'releases', 'list', filter] as const,
    queryFn: () => getOpsReleases(filter),
  });
}

export function useOpsReleasesQuery(filter: ReleaseFilter) {
  return useQuery({ ...opsReleasesQueryOptions(filter), placeholderData: keepPreviousData });
}
