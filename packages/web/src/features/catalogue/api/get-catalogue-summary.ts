import type { ReleaseStatus } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface CatalogueSummary {
  total: number;
  by_status: Record<ReleaseStatus, number>;
}

/** GET /api/v2/catalogs/summary: the catalogue's releases per status. */
export function getCatalogueSummary(): Promise<CatalogueSummary> {
  return apiClient.request<CatalogueSummary>('/api/v2/catalogs/summary');
}

export function catalogueSummaryQueryOptions() {
  return queryOptions({ queryKey: ['catalogue', 'summary'] as const, queryFn: getCatalogueSummary });
}

export function useCatalogueSummaryQuery(isEnabled: boolean) {
  return useQuery({ ...catalogueSummaryQueryOptions(), enabled: isEnabled });
}
