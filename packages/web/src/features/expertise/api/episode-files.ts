import type { EpisodeFileKind, OpsCourseDetail, OpsEpisode } from '@irama/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type UploadOptions, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { opsCourseQueryKey } from './get-ops-course.ts';

const filePath = (episodeId: number, kind: EpisodeFileKind) => `/api/ops/expertise/episodes/${episodeId}/files/${kind}`;

/** PUT /api/ops/expertise/episodes/{id}/files/{kind} (staff): one file as multipart `file`, with progress. */
export function uploadEpisodeFile(
  episodeId: number,
  kind: EpisodeFileKind,
  file: File,
  options: Pick<UploadOptions, 'onProgress' | 'signal'>,
): Promise<OpsEpisode> {
  return uploadWithProgress(filePath(episodeId, kind), file, { ...options, method: 'PUT' });
}

/** PUT …/files/{kind} (staff) with `{ upload_id }`: puts a finished resumable upload in the slot (the video). */
export function attachEpisodeUpload(episodeId: number, kind: EpisodeFileKind, uploadId: string): Promise<OpsEpisode> {
  return apiClient.request(filePath(episodeId, kind), { method: 'PUT', body: { upload_id: uploadId } });
}

/** DELETE /api/ops/expertise/episodes/{id}/files/{kind} (staff): takes a poster or subtitles off. */
export function deleteEpisodeFile(episodeId: number, kind: EpisodeFileKind): Promise<OpsEpisode> {
  return apiClient.request(filePath(episodeId, kind), { method: 'DELETE' });
}

/** Puts the episode the server answered into the open course, so its files show at once. */
export function storeEpisode(queryClient: QueryClient, episode: OpsEpisode): void {
  queryClient.setQueryData<OpsCourseDetail>(opsCourseQueryKey(episode.course_id), (course) =>
    course ? { ...course, episodes: course.episodes.map((item) => (item.id === episode.id ? episode : item)) } : course,
  );
}
