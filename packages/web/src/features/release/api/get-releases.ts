import type { ReleaseStatus, ReleaseSummary } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** What the release list asks for; `status` undefined means every status. */
export interface ReleaseFilter {
  search: string;
  page: number;
  limit: number;
  status?: ReleaseStatus | undefined;
}

export interface ReleasePage {
  results: ReleaseSummary[];
  page: number;
  limit: number;
  total: number;
}

/** GET /api/v2/catalogs/release: a page of the company's releases, newest change first. */
export function getReleases(filter: ReleaseFilter): Promise<ReleasePage> {
  return apiClient.request<ReleasePage>('/api/v2/catalogs/release', { query: { ...filter } });
}

export function releasesQueryOptions(filter: ReleaseFilter) {
  // Under ['release'] so the editor's writes mark the list stale too.
  return queryOptions({ queryKey: ['release', 'list', filter] as const, queryFn: () => getReleases(filter) });
}

/** Keeps the previous page on screen while the next filter loads, so the list does not jump. */
export function useReleasesQuery(filter: ReleaseFilter) {
  return useQuery({ ...releasesQueryOptions(filter), placeholderData: keepPreviousData });
}
