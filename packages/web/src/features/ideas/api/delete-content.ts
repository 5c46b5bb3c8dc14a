import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_CONTENT_QUERY_KEY } from './get-ops-content.ts';

/** DELETE /api/ops/ideas/content/{id} (staff): removes content for good. */
export function deleteContent(id: number): Promise<void> {
  return apiClient.request(`/api/ops/ideas/content/${id}`, { method: 'DELETE' });
}

export function useDeleteContentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_CONTENT_QUERY_KEY }),
  });
}
