import type { TeamProgress } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { EXPERTISE_QUERY_KEY } from './keys.ts';

/** GET /api/v2/expertise/team_progress (the owner): each admin's progress in every course. */
export function getTeamProgress(): Promise<TeamProgress> {
  return apiClient.request('/api/v2/expertise/team_progress');
}

export function teamProgressQueryOptions() {
  return queryOptions({ queryKey: [...EXPERTISE_QUERY_KEY, 'team'] as const, queryFn: getTeamProgress });
}

export function useTeamProgressQuery() {
  return useQuery(teamProgressQueryOptions());
}
