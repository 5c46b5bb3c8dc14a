import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { NETWORKPLACE_QUERY_KEY } from './get-explore.ts';

/** PUT /api/v2/networkplace/block/id/{id}: neither side sees or messages the other from now on. */
export function blockProfile(id: number): Promise<void> {
  return apiClient.request(`/api/v2/networkplace/block/id/${id}`, { method: 'PUT' });
}

export function useBlockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockProfile,
    // The blocked profile leaves explore; its detail would now answer "not found".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NETWORKPLACE_QUERY_KEY }),
  });
}
