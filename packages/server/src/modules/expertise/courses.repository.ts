import './expertise.tables.ts';
import type { CourseSort } from '@irama/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsText } from '../../db/like.ts';
import type { Scope } from '../../db/scope.ts';
import { selectScoped } from '../../db/scoped-queries.ts';

// A learner is a user (`userId`) of the scope's company: rows of progress, completions and watchlist are theirs.

/** What partners and staff alike read of a course. */
export const COURSE_COLUMNS = [
  'expertise_courses.id',
  'expertise_courses.topic_id',
  'expertise_courses.title',
  'expertise_courses.title_en',
  'expertise_courses.description',
  'expertise_courses.description_en',
  'expertise_courses.is_mandatory',
  'expertise_courses.featured_position',
  'expertise_courses.suggested_for',
] as const;

const courseColumns = [
  ...COURSE_COLUMNS,
  'expertise_courses.learner_count',
  'expertise_courses.view_count',
  'expertise_topics.name as topic_name',
  'expertise_topics.name_en as topic_name_en',
] as const;

function publishedCourses(db: Db) {
  return db
    .selectFrom('expertise_courses')
    .innerJoin('expertise_topics', 'expertise_topics.id', 'expertise_courses.topic_id')
    .where('expertise_courses.is_published', '=', true);
}

/** Which published courses a list shows, whoever asks: `search` is folded like `search_text`. */
export type CatalogueQuery = {
  sort?: CourseSort | undefined;
  topicIds?: number[] | undefined;
  search?: string | undefined;
  isMandatoryOnly: boolean;
};

/** The ids of the published courses a list shows, in the order `sort` names (mandatory first, newest first without one). */
export async function findCatalogueIds(db: Db, query: CatalogueQuery): Promise<number[]> {
  let rows = publishedCourses(db).select('expertise_courses.id');
  if (query.isMandatoryOnly) rows = rows.where('expertise_courses.is_mandatory', '=', true);
  if (query.topicIds?.length) rows = rows.where('expertise_courses.topic_id', 'in', query.topicIds);
  if (query.search) rows = rows.where(containsText('expertise_courses.search_text', query.search));
  if (query.sort === 'popular') rows = rows.orderBy('expertise_courses.learner_count', 'desc');
  else if (query.sort === 'top_views') rows = rows.orderBy('expertise_courses.view_count', 'desc');
  else rows = rows.orderBy('expertise_courses.is_mandatory', 'desc');
  const found = await rows.orderBy('expertise_courses.id', 'desc').execute();
  return found.map((row) => row.id);
}

/** The featured published courses, in staff's order. */
export function findFeaturedCourses(db: Db) {
  return publishedCourses(db)
    .select(courseColumns)
    .where('expertise_courses.featured_position', 'is not', null)
    .orderBy('expertise_courses.featured_position')
    .orderBy('expertise_courses.id')
    .execute();
}

/** Published courses by id, in no particular order. */
export function findCoursesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return publishedCourses(db).select(courseColumns).where('expertise_courses.id', 'in', ids).execute();
}

/** Published courses that staff tied to one of `reasons`, oldest first. */
export function findCoursesSuggestedFor(db: Db, reasons: readonly string[]) {
  if (reasons.length === 0) return Promise.resolve([]);
  return publishedCourses(db)
    .select(courseColumns)
    .where('expertise_courses.suggested_for', 'in', reasons)
    .orderBy('expertise_courses.id')
    .execute();
}

/** Every published course, mandatory first, in staff's order then oldest first (the owner's team table). */
export function findAllPublishedCourses(db: Db) {
  return publishedCourses(db)
    .select(courseColumns)
    .orderBy('expertise_courses.is_mandatory', 'desc')
    .orderBy('expertise_courses.id')
    .execute();
}

export type CourseListRow = Awaited<ReturnType<typeof findFeaturedCourses>>[number];

/** The episodes of `courseIds` in course order, with their video's type. */
export function findEpisodesOf(db: Db, courseIds: readonly number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('expertise_episodes')
    .leftJoin('expertise_files as video', 'video.id', 'expertise_episodes.video_file_id')
    .selectAll('expertise_episodes')
    .select('video.mime as video_mime')
    .where('expertise_episodes.course_id', 'in', courseIds)
    .orderBy('expertise_episodes.course_id')
    .orderBy('expertise_episodes.position')
    .orderBy('expertise_episodes.id')
    .execute();
}
export type EpisodeListRow = Awaited<ReturnType<typeof findEpisodesOf>>[number];

/** One of the learner's rows: an episode's progress (`row_id` the episode), a finished course, or a watchlist entry (`row_id` the entry). */
export type LearnerRow = {
  kind: 'progress' | 'completion' | 'watchlist';
  course_id: number;
  row_id: number | null;
  /** When the episode was watched, or the course finished. */
  at: string | null;
};

/** Every row of progress, completions and watchlist the learner has, in one read. */
export function findLearnerRows(db: Db, scope: Scope, userId: number): Promise<LearnerRow[]> {
  const progress = selectScoped(db, 'expertise_progress', scope)
    .select([sql.lit('progress').as('kind'), 'course_id', 'episode_id as row_id', 'watched_at as at'])
    .where('user_id', '=', userId)
    .$castTo<LearnerRow>();
  const completions = selectScoped(db, 'expertise_completions', scope)
    .select([sql.lit('completion').as('kind'), 'course_id', sql.lit(null).as('row_id'), 'finished_at as at'])
    .where('user_id', '=', userId)
    .$castTo<LearnerRow>();
  const watchlist = selectScoped(db, 'expertise_watchlist', scope)
    .select([sql.lit('watchlist').as('kind'), 'course_id', 'id as row_id', sql.lit(null).as('at')])
    .where('user_id', '=', userId)
    .$castTo<LearnerRow>();
  return progress.unionAll(completions).unionAll(watchlist).execute();
}

/** The learner's progress rows in `courseIds`. */
export function findProgressIn(db: Db, scope: Scope, userId: number, courseIds: readonly number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return selectScoped(db, 'expertise_progress', scope)
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
}

/** When the learner finished each of `courseIds` they finished. */
export function findCompletionsIn(db: Db, scope: Scope, userId: number, courseIds: readonly number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return selectScoped(db, 'expertise_completions', scope)
    .select(['course_id', 'finished_at'])
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
}

/** The learner's watchlist entries of `courseIds`. */
export function findWatchlistIn(db: Db, scope: Scope, userId: number, courseIds: readonly number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return selectScoped(db, 'expertise_watchlist', scope)
    .select(['id', 'course_id'])
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
}

/** The topics, in staff's order, with how many published courses each holds. */
export function findTopicsWithCounts(db: Db) {
  return db
    .selectFrom('expertise_topics')
    .leftJoin('expertise_courses', (join) =>
      join
        .onRef('expertise_courses.topic_id', '=', 'expertise_topics.id')
        .on('expertise_courses.is_published', '=', true),
    )
    .select(['expertise_topics.id', 'expertise_topics.name', 'expertise_topics.name_en'])
    .select((eb) => eb.fn.count<number | string>('expertise_courses.id').as('course_count'))
    .groupBy(['expertise_topics.id', 'expertise_topics.name', 'expertise_topics.name_en', 'expertise_topics.position'])
    .orderBy('expertise_topics.position')
    .orderBy('expertise_topics.id')
    .execute();
}
