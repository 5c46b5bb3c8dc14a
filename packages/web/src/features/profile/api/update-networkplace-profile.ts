import type { MyNetworkplaceProfile, UpdateNetworkplaceProfileRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { NETWORKPLACE_PROFILE_QUERY_KEY } from './get-networkplace-profile.ts';

/** PUT /api/v2/profile/networkplace: saves what the caller types; the figures are never sent. */
export function updateNetworkplaceProfile(body: UpdateNetworkplaceProfileRequest): Promise<MyNetworkplaceProfile> {
  return apiClient.request('/api/v2/profile/networkplace', { method: 'PUT', body });
}

export function useUpdateNetworkplaceProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNetworkplaceProfile,
    onSuccess: (profile) => queryClient.setQueryData(NETWORKPLACE_PROFILE_QUERY_KEY, profile),
  });
}
