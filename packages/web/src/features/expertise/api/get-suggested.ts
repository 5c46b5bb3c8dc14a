import type { Suggestion } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { EXPERTISE_QUERY_KEY } from './keys.ts';

/** GET /api/v2/expertise/suggested: courses suggested by what happened to the company, each with its reason. */
export function getSuggested(): Promise<Suggestion[]> {
  return apiClient.request('/api/v2/expertise/suggested');
}

export function suggestedQueryOptions() {
  return queryOptions({ queryKey: [...EXPERTISE_QUERY_KEY, 'suggested'] as const, queryFn: getSuggested });
}

export function useSuggestedQuery() {
  return useQuery(suggestedQueryOptions());
}
