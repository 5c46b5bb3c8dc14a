import type { ReleaseStatus } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface CatalogSummary {
  total: number;
  by_status: Record<ReleaseStatus, number>;
}

/** GET /api/v2/catalogs/summary: the catalogue's releases per status. */
export function getCatalogSummary(): Promise<CatalogSummary> {
  return apiClient.request<CatalogSummary>('/api/v2/catalogs/summary');
}

export function catalogSummaryQueryOptions() {
  return queryOptions({ queryKey: ['catalogue', 'summary'] as const, queryFn: getCatalogSummary });
}

export function useCatalogSummaryQuery(isEnabled: boolean) {
  return useQuery({ ...catalogSummaryQueryOptions(), enabled: isEnabled });
}
