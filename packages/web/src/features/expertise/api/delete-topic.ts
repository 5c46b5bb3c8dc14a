import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_TOPICS_QUERY_KEY } from './get-ops-topics.ts';

/** DELETE /api/ops/expertise/topics/{id} (staff): refused while courses still belong to it. */
export function deleteTopic(id: number): Promise<unknown> {
  return apiClient.request(`/api/ops/expertise/topics/${id}`, { method: 'DELETE' });
}

export function useDeleteTopicMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_TOPICS_QUERY_KEY }),
  });
}
