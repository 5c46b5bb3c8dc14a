import type { IdeaContent, IdeaContentWrite } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_CONTENT_QUERY_KEY } from './get-ops-content.ts';

/** POST /api/ops/ideas/content, or PUT /api/ops/ideas/content/{id} with an id (staff): adds or replaces content. */
export function saveContent({ id, body }: { id: number | null; body: IdeaContentWrite }): Promise<IdeaContent> {
  return id === null
    ? apiClient.request('/api/ops/ideas/content', { method: 'POST', body })
    : apiClient.request(`/api/ops/ideas/content/${id}`, { method: 'PUT', body });
}

export function useSaveContentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_CONTENT_QUERY_KEY }),
  });
}
