import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';

/** DELETE /api/v2/release/album/id/:id: a draft, its tracks and its files are gone for good. */
export function deleteRelease(id: number): Promise<void> {
  return apiClient.request<void>(`/api/v2/release/album/id/${id}`, { method: 'DELETE' });
}

export function useDeleteReleaseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRelease,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: releaseQueryKey(id) });
      // The list and the counts shown now drop it.
      await queryClient.invalidateQueries({ queryKey: ['release'] });
    },
  });
}
