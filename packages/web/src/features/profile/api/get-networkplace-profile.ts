import type { MyNetworkplaceProfile } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Under ['networkplace'] so explore's "set up your profile" banner follows a save. */
export const NETWORKPLACE_PROFILE_QUERY_KEY = ['networkplace', 'mine'] as const;

/** GET /api/v2/profile/networkplace: the caller's own profile; before the first save, suggestions from the account. */
export function getNetworkplaceProfile(): Promise<MyNetworkplaceProfile> {
  return apiClient.request('/api/v2/profile/networkplace');
}

export function networkplaceProfileQueryOptions() {
  return queryOptions({ queryKey: NETWORKPLACE_PROFILE_QUERY_KEY, queryFn: getNetworkplaceProfile });
}

export function useNetworkplaceProfileQuery() {
  return useQuery(networkplaceProfileQueryOptions());
}
