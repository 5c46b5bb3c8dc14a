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

/** What a course card says of the learner: which episodes they watched, when they finished, their watchlist entry. */
export type LearnerMarks = {
  /** The courses the learner opened an episode of. */
  started: Set<number>;
  watchedEpisodes: Set<number>;
  finishedAt: Map<number, string>;
  watchlistId: Map<number, number>;
};

/** The marks of the learner's rows of progress, completions and watchlist. */
export function marksOf(rows: {
  progress: Pick<ProgressRow, 'course_id' | 'episode_id' | 'watched_at'>[];
  completions: LearnerState['completions'];
  watchlist: LearnerState['watchlist'];
}): LearnerMarks {
  return {
    started: new Set(rows.progress.map((row) => row.course_id)),
    watchedEpisodes: new Set(rows.progress.filter((row) => row.watched_at != null).map((row) => row.episode_id)),
    finishedAt: new Map(rows.completions.map((row) => [row.course_id, row.finished_at])),
    watchlistId: new Map(rows.watchlist.map((row) => [row.course_id, row.id])),
  };
}

type LearnerPart = 'progress' | 'finished_at' | 'watchlist_id';

/** What every learner sees of a course card, and the episodes whose watching it counts. */
export type CourseCard = { shared: Omit<CourseSummary, LearnerPart>; episodeIds: number[] };

/** The card of `course` with its `episodes` (in order), files signed by `signer`. */
export function courseCard(course: CourseListRow, episodes: readonly EpisodeListRow[], signer: EpisodeFileSigner) {
  const poster = episodes.find((episode) => episode.poster_file_id !== null)?.poster_file_id ?? null;
  const shared = {
    ...pick(course, ['id', ...TEXTS]),
    topic: { id: course.topic_id, name: course.topic_name, name_en: course.topic_name_en },
    is_mandatory: Boolean(course.is_mandatory),
    is_featured: course.featured_position !== null,
    episode_count: episodes.length,
    duration_seconds: episodes.reduce((sum, episode) => sum + episode.duration_seconds, 0),
    poster_url: poster ? signer.urlOf(poster) : null,
    learners: Number(course.learner_count),
    views: Number(course.view_count),
  };
  return { shared, episodeIds: episodes.map((episode) => episode.id) } satisfies CourseCard;
}

/** The card as the learner of `marks` sees it. */
export function summaryFor(card: CourseCard, marks: LearnerMarks): CourseSummary {
  const { id } = card.shared;
  return {
    ...card.shared,
    progress: {
      watched: card.episodeIds.filter((episodeId) => marks.watchedEpisodes.has(episodeId)).length,
      total: card.episodeIds.length,
    },
    finished_at: marks.finishedAt.get(id) ?? null,
    watchlist_id: marks.watchlistId.get(id) ?? null,
  };
}

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

/** Groups episode rows (in order) by their course. */
export function episodesByCourse(episodes: readonly EpisodeListRow[]): Map<number, EpisodeListRow[]> {
  const episodesOf = new Map<number, EpisodeListRow[]>();
  for (const episode of episodes)
    episodesOf.set(episode.course_id, [...(episodesOf.get(episode.course_id) ?? []), episode]);
  return episodesOf;
}

/** Turns course rows and the learner's state into the answer's course cards and pages. */
export function courseView(state: LearnerState, signer: EpisodeFileSigner) {
  const episodesOf = episodesByCourse(state.episodes);
  const progressOf = new Map(state.progress.map((row) => [row.episode_id, row]));
  const marks = marksOf(state);
  const urlOf = (fileId: string | null) => (fileId ? signer.urlOf(fileId) : null);

  function summary(course: CourseListRow): CourseSummary {
    return summaryFor(courseCard(course, episodesOf.get(course.id) ?? [], signer), marks);
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
