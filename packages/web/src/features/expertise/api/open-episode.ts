import type { EpisodeProgress } from '@irama/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** The caller's progress in the episode just opened (`EpisodeOpenResponseSchema`). */
export type EpisodeOpening = EpisodeProgress & { episode_id: number; duration_seconds: number };

/** POST /api/v2/expertise/episode/id/{id}/open: playback starts; reports are counted from now. */
export function openEpisode(episodeId: number): Promise<EpisodeOpening> {
  return apiClient.request(`/api/v2/expertise/episode/id/${episodeId}/open`, { method: 'POST' });
}
