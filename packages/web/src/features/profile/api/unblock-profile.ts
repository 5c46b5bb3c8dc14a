import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** DELETE /api/v2/networkplace/block/id/{id}: both sides see each other again. */
export function unblockProfile(id: number): Promise<void> {
  return apiClient.request(`/api/v2/networkplace/block/id/${id}`, { method: 'DELETE' });
}

export function useUnblockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockProfile,
    // The list shrinks, and explore shows the profile again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['networkplace'] }),
  });
}
