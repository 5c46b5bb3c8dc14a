import type { BlockedListResponseSchema } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type BlockedProfile = z.infer<typeof BlockedListResponseSchema>['data'][number];

export const BLOCKED_QUERY_KEY = ['networkplace', 'blocked'] as const;

/** GET /api/v2/networkplace/blocked: the profiles the caller blocked, to undo one. */
export function getBlockedProfiles(): Promise<BlockedProfile[]> {
  return apiClient.request('/api/v2/networkplace/blocked');
}

export function blockedProfilesQueryOptions() {
  return queryOptions({ queryKey: BLOCKED_QUERY_KEY, queryFn: getBlockedProfiles });
}

export function useBlockedProfilesQuery() {
  return useQuery(blockedProfilesQueryOptions());
}
