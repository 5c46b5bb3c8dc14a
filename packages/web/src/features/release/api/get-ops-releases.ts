import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { ReleaseFilter, ReleasePage } from './get-releases.ts';

/** The review queue's filter: the list's, and one company's releases when `company_id` is set. */
export interface OpsReleaseFilter extends ReleaseFilter {
  company_id?: number | undefined;
}

/** GET /api/ops/releases (staff): every company's releases, or one company's, for the review queue. */
export function getOpsReleases(filter: OpsReleaseFilter): Promise<ReleasePage> {
  return apiClient.request<ReleasePage>('/api/ops/releases', { query: { ...filter } });
}

export function opsReleasesQueryOptions(filter: OpsReleaseFilter) {
  return queryOptions({
    queryKey: ['ops', 'releases', 'list', filter] as const,
    queryFn: () => getOpsReleases(filter),
  });
}

export function useOpsReleasesQuery(filter: OpsReleaseFilter) {
  return useQuery({ ...opsReleasesQueryOptions(filter), placeholderData: keepPreviousData });
}
