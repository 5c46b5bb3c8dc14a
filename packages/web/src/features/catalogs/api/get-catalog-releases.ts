import type { ReleaseStatus, ReleaseSummary } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface CatalogFilter {
  search: string;
  page: number;
  limit: number;
  status?: ReleaseStatus | undefined;
}

export interface CatalogReleasesPage {
  results: ReleaseSummary[];
  page: number;
  limit: number;
  total: number;
}

/** GET /api/v2/catalogs/release: the company's release catalogue, searchable and paged. */
export function getCatalogReleases(filter: CatalogFilter): Promise<CatalogReleasesPage> {
  return apiClient.request<CatalogReleasesPage>('/api/v2/catalogs/release', { query: { ...filter } });
}

export function catalogReleasesQueryOptions(filter: CatalogFilter) {
  return queryOptions({
    queryKey: ['catalogs', 'releases', filter] as const,
    queryFn: () => getCatalogReleases(filter),
  });
}

export function useCatalogReleasesQuery(filter: CatalogFilter) {
  return useQuery({ ...catalogReleasesQueryOptions(filter), placeholderData: keepPreviousData });
}
