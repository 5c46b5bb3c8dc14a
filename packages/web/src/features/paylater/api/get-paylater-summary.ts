import type { PaylaterSummary } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { PAYLATER_QUERY_KEY } from './keys.ts';

/** GET /api/v2/profile/paylater: the company's limit, what is used and left, the terms and its paylaters. */
export function getPaylaterSummary(): Promise<PaylaterSummary> {
  return apiClient.request('/api/v2/profile/paylater');
}

export function paylaterSummaryQueryOptions() {
  return queryOptions({ queryKey: [...PAYLATER_QUERY_KEY, 'summary'] as const, queryFn: getPaylaterSummary });
}

export function usePaylaterSummaryQuery() {
  return useQuery(paylaterSummaryQueryOptions());
}
