import type { WhitelabelConfig } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const WHITELABEL_QUERY_KEY = ['whitelabel'] as const;

/** GET /api/v2/whitelabel (sub-aggregator owner): the configuration, or the defaults it starts from. */
export function getWhitelabel(): Promise<WhitelabelConfig> {
  return apiClient.request('/api/v2/whitelabel');
}

export function whitelabelQueryOptions() {
  return queryOptions({ queryKey: WHITELABEL_QUERY_KEY, queryFn: getWhitelabel });
}

export function useWhitelabelQuery() {
  return useQuery(whitelabelQueryOptions());
}
