import type { NetworkplaceProfile } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { NETWORKPLACE_QUERY_KEY } from './get-explore.ts';

export const profileQueryKey = (id: number) => [...NETWORKPLACE_QUERY_KEY, 'profile', id] as const;

/** GET /api/v2/networkplace/profile/id/{id}: one creator as the caller sees them (hidden or blocked: not found). */
export function getProfile(id: number): Promise<NetworkplaceProfile> {
  return apiClient.request(`/api/v2/networkplace/profile/id/${id}`);
}

export function profileQueryOptions(id: number) {
  return queryOptions({ queryKey: profileQueryKey(id), queryFn: () => getProfile(id) });
}

/** The profile open in the detail, or nothing while none is. */
export function useProfileQuery(id: number | null) {
  return useQuery({ ...profileQueryOptions(id ?? 0), enabled: id !== null });
}
