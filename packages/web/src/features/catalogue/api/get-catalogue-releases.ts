import type { ReleaseStatus, ReleaseSummary } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface CatalogueFilter {
  search: string;
  page: number;
  limit: number;
  status?: ReleaseStatus | undefined;
}

export interface CataloguePage {
  results: ReleaseSummary[];
  page: number;
  limit: number;
  total: number;
}

/** GET /api/v2/catalogs/release: the company's release catalogue, searchable and paged. */
export function getCatalogueReleases(filter: CatalogueFilter): Promise<CataloguePage> {
  return apiClient.request<CataloguePage>('/api/v2/catalogs/release', { query: { ...filter } });
}

export function catalogueReleasesQueryOptions(filter: CatalogueFilter) {
  return queryOptions({
    queryKey: ['catalogue', 'releases', filter] as const,
    queryFn: () => getCatalogueReleases(filter),
  });
}

/** `isEnabled` false for users without release access: the server would answer 403. */
export function useCatalogueReleasesQuery(filter: CatalogueFilter, isEnabled: boolean) {
  return useQuery({ ...catalogueReleasesQueryOptions(filter), placeholderData: keepPreviousData, enabled: isEnabled });
}
