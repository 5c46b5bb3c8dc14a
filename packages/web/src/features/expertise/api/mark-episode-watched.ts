import type { CourseDetail, MarkEpisodeRequest, MarkEpisodeResult } from '@irama/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { patchCourse } from './course-cache.ts';
import { courseQueryKey } from './get-course.ts';

/** POST /api/v2/expertise/mark_episode_as_watched: the seconds played since the last report, and the position. */
export function markEpisodeWatched(body: MarkEpisodeRequest): Promise<MarkEpisodeResult> {
  return apiClient.request('/api/v2/expertise/mark_episode_as_watched', { method: 'POST', body });
}

/** The course with one episode's progress and the course's progress as the server counted them. */
function withReport(course: CourseDetail, episodeId: number, result: MarkEpisodeResult): CourseDetail {
  return {
    ...course,
    progress: result.course_progress,
    episodes: course.episodes.map((episode) =>
      episode.id === episodeId
        ? {
            ...episode,
            progress: {
              ...episode.progress,
              watched: result.watched,
              played_seconds: result.played_seconds,
              position_seconds: result.position_seconds,
            },
          }
        : episode,
    ),
  };
}

/**
 * Shows a counted report at once: on the course page, and on every card of the course. Called outside
 * a mutation hook because the last report is sent as the player goes away.
 */
export function applyReport(
  queryClient: QueryClient,
  courseId: number,
  episodeId: number,
  result: MarkEpisodeResult,
): void {
  queryClient.setQueryData<CourseDetail>(courseQueryKey(courseId), (course) =>
    course ? withReport(course, episodeId, result) : course,
  );
  patchCourse(queryClient, courseId, { progress: result.course_progress });
}
