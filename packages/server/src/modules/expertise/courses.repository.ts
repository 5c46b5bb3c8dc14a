import './expertise.tables.ts';
import type { CourseFilter, CourseSort } from '@irama/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsText } from '../../db/like.ts';
import { readPage } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { inScope, type Scope } from '../../db/scope.ts';
import { selectScoped } from '../../db/scoped-queries.ts';

// A learner is a user (`userId`) of the scope's company: rows of progress, completions and watchlist are theirs.

type CourseScope = ExpressionBuilder<Database, 'expertise_courses' | 'expertise_topics'>;

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

const hasStarted = (eb: CourseScope, scope: Scope, userId: number) =>
  eb.exists(
    eb
      .selectFrom('expertise_progress')
      .select('expertise_progress.episode_id')
      .where(inScope(scope, 'expertise_progress.company_id'))
      .where('expertise_progress.user_id', '=', userId)
      .whereRef('expertise_progress.course_id', '=', 'expertise_courses.id'),
  );
const hasFinished = (eb: CourseScope, scope: Scope, userId: number) =>
  eb.exists(
    eb
      .selectFrom('expertise_completions')
      .select('expertise_completions.course_id')
      .where(inScope(scope, 'expertise_completions.company_id'))
      .where('expertise_completions.user_id', '=', userId)
      .whereRef('expertise_completions.course_id', '=', 'expertise_courses.id'),
  );

function learnerFilter(eb: CourseScope, scope: Scope, userId: number, filter: CourseFilter) {
  switch (filter) {
    case 'is_mandatory':
      return eb('expertise_courses.is_mandatory', '=', true);
    case 'finished':
      return hasFinished(eb, scope, userId);
    case 'in_progress':
      return eb.and([hasStarted(eb, scope, userId), eb.not(hasFinished(eb, scope, userId))]);
    case 'not_started':
      return eb.not(hasStarted(eb, scope, userId));
  }
}

export type CoursePageQuery = {
  page: number;
  limit: number;
  filter?: CourseFilter | undefined;
  sort?: CourseSort | undefined;
  topicIds?: number[] | undefined;
  /** Folded like `search_text`. */
  search?: string | undefined;
};

/** A page of published courses for the learner, in the order `sort` names (mandatory first, newest first without one). */
export function findCoursePage(db: Db, scope: Scope, userId: number, query: CoursePageQuery) {
  let base = publishedCourses(db);
  const { filter, topicIds, search } = query;
  if (filter) base = base.where((eb) => learnerFilter(eb, scope, userId, filter));
  if (topicIds?.length) base = base.where('expertise_courses.topic_id', 'in', topicIds);
  if (search) base = base.where(containsText('expertise_courses.search_text', search));
  let rows = base.select(courseColumns);
  if (query.sort === 'popular') rows = rows.orderBy('expertise_courses.learner_count', 'desc');
  else if (query.sort === 'top_views') rows = rows.orderBy('expertise_courses.view_count', 'desc');
  else rows = rows.orderBy('expertise_courses.is_mandatory', 'desc');
  return readPage(base, rows.orderBy('expertise_courses.id', 'desc'), query);
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
