import type { OpsTopic, TopicWrite } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_EXPERTISE_QUERY_KEY } from './get-ops-topics.ts';

/** POST /api/ops/expertise/topics, or PUT /topics/{id} with an id (staff): adds or renames a topic. */
export function saveTopic({ id, body }: { id: number | null; body: TopicWrite }): Promise<OpsTopic> {
  return id === null
    ? apiClient.request('/api/ops/expertise/topics', { method: 'POST', body })
    : apiClient.request(`/api/ops/expertise/topics/${id}`, { method: 'PUT', body });
}

export function useSaveTopicMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_EXPERTISE_QUERY_KEY }),
  });
}
