import type { MyNetworkplaceProfile } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { NETWORKPLACE_QUERY_KEY } from './get-explore.ts';

/** GET /api/v2/profile/networkplace: the caller's own profile, read here to know whether it is set up. */
export function getMyProfile(): Promise<MyNetworkplaceProfile> {
  return apiClient.request('/api/v2/profile/networkplace');
}

export function myProfileQueryOptions() {
  return queryOptions({ queryKey: [...NETWORKPLACE_QUERY_KEY, 'mine'] as const, queryFn: getMyProfile });
}

export function useMyProfileQuery() {
  return useQuery(myProfileQueryOptions());
}
