import type { EntInfo } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v2/ent/info: the months with statements, newest first, and the year so far. */
export function getEntInfo(): Promise<EntInfo> {
  return apiClient.request<EntInfo>('/api/v2/ent/info');
}

export function entInfoQueryOptions() {
  return queryOptions({ queryKey: ['ent', 'info'] as const, queryFn: getEntInfo });
}

export function useEntInfoQuery() {
  return useQuery(entInfoQueryOptions());
}
