import type { CatalogSummary } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v2/catalogs/summary: releases per status, YouTube assets per type and conflicts per status. */
export function getCatalogSummary(): Promise<CatalogSummary> {
  return apiClient.request<CatalogSummary>('/api/v2/catalogs/summary');
}

export function catalogSummaryQueryOptions() {
  return queryOptions({ queryKey: ['catalogs', 'summary'] as const, queryFn: getCatalogSummary });
}

export function useCatalogSummaryQuery() {
  return useQuery(catalogSummaryQueryOptions());
}
