import type { EpisodeWrite, OpsEpisode } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_EXPERTISE_QUERY_KEY } from './get-ops-topics.ts';

/** What saving an episode needs: the course to add it to, or the episode to change. */
export type EpisodeTarget = { courseId: number; episodeId: null } | { courseId: number; episodeId: number };

/** POST /api/ops/expertise/courses/{id}/episodes, or PUT /episodes/{id} (staff): adds or changes an episode. */
export function saveEpisode({ target, body }: { target: EpisodeTarget; body: EpisodeWrite }): Promise<OpsEpisode> {
  return target.episodeId === null
    ? apiClient.request(`/api/ops/expertise/courses/${target.courseId}/episodes`, { method: 'POST', body })
    : apiClient.request(`/api/ops/expertise/episodes/${target.episodeId}`, { method: 'PUT', body });
}

export function useSaveEpisodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEpisode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_EXPERTISE_QUERY_KEY }),
  });
}
