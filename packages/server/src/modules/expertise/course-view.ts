import type { CourseDetail, CourseSummary, Episode, EpisodeProgress } from '@irama/contracts';
import { pick } from '@irama/contracts';
import type { CourseListRow, EpisodeListRow } from './courses.repository.ts';
import type { ProgressRow } from './expertise.tables.ts';
import type { EpisodeFileSigner } from './file-links.ts';

/** The texts a course and an episode answer under their rows' own names. */
const TEXTS = ['title', 'title_en', 'description', 'description_en'] as const;

/** What the learner did in the courses of one answer, read together for all of them. */
export type LearnerState = {
  episodes: EpisodeListRow[];
  progress: ProgressRow[];
  completions: { course_id: number; finished_at: string }[];
  watchlist: { id: number; course_id: number }[];
};

const seconds = (ms: number | string) => Number(ms) / 1000;

/** The learner's state of one episode; one never opened is all zeros. */
export function episodeProgressOf(row: ProgressRow | undefined): EpisodeProgress {
  return {
    position_seconds: row ? seconds(row.position_ms) : 0,
    played_seconds: row ? seconds(row.played_ms) : 0,
    watched: row?.watched_at != null,
    opened_at: row?.opened_at ?? null,
    watched_at: row?.watched_at ?? null,
  };
}

/** Turns course rows and the learner's state into the answer's course cards and pages. */
export function courseView(state: LearnerState, signer: EpisodeFileSigner) {
  const episodesOf = new Map<number, EpisodeListRow[]>();
  for (const episode of state.episodes)
    episodesOf.set(episode.course_id, [...(episodesOf.get(episode.course_id) ?? []), episode]);
  const progressOf = new Map(state.progress.map((row) => [row.episode_id, row]));
  const finishedAt = new Map(state.completions.map((row) => [row.course_id, row.finished_at]));
  const watchlistId = new Map(state.watchlist.map((row) => [row.course_id, row.id]));
  const urlOf = (fileId: string | null) => (fileId ? signer.urlOf(fileId) : null);

  function summary(course: CourseListRow): CourseSummary {
    const episodes = episodesOf.get(course.id) ?? [];
    const poster = episodes.find((episode) => episode.poster_file_id !== null)?.poster_file_id ?? null;
    return {
      ...pick(course, ['id', ...TEXTS]),
      topic: { id: course.topic_id, name: course.topic_name, name_en: course.topic_name_en },
      is_mandatory: Boolean(course.is_mandatory),
      is_featured: course.featured_position !== null,
      episode_count: episodes.length,
      duration_seconds: episodes.reduce((sum, episode) => sum + episode.duration_seconds, 0),
      poster_url: urlOf(poster),
      learners: Number(course.learner_count),
      views: Number(course.view_count),
      progress: {
        watched: episodes.filter((episode) => progressOf.get(episode.id)?.watched_at != null).length,
        total: episodes.length,
      },
      finished_at: finishedAt.get(course.id) ?? null,
      watchlist_id: watchlistId.get(course.id) ?? null,
    };
  }

  function episode(row: EpisodeListRow): Episode {
    return {
      ...pick(row, ['id', 'position', ...TEXTS, 'duration_seconds']),
      poster_url: urlOf(row.poster_file_id),
      video_url: urlOf(row.video_file_id),
      video_mime: row.video_mime ?? null,
      subtitles: { id: urlOf(row.subtitles_id_file_id), en: urlOf(row.subtitles_en_file_id) },
      progress: episodeProgressOf(progressOf.get(row.id)),
    };
  }

  return {
    summary,
    detail: (course: CourseListRow): CourseDetail => ({
      ...summary(course),
      episodes: (episodesOf.get(course.id) ?? []).map(episode),
    }),
  };
}
