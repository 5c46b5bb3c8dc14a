import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_EXPERTISE_QUERY_KEY } from './get-ops-topics.ts';

/** DELETE /api/ops/expertise/episodes/{id} (staff): the episode and its files. */
export function deleteEpisode(id: number): Promise<unknown> {
  return apiClient.request(`/api/ops/expertise/episodes/${id}`, { method: 'DELETE' });
}

export function useDeleteEpisodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEpisode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_EXPERTISE_QUERY_KEY }),
  });
}
