import type { CourseDetail, CourseFilter, CourseSummary, CoursesPage, CoursesQuery, Topic } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { type CompanyScope, companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { foldForSearch } from '../networkplace/index.ts';
import { courseView, type LearnerMarks, marksOf, summaryFor } from './course-view.ts';
import {
  type CourseListRow,
  findCompletionsIn,
  findCoursesByIds,
  findEpisodesOf,
  findProgressIn,
  findTopicsWithCounts,
  findWatchlistIn,
  type LearnerRow,
} from './courses.repository.ts';
import type { ExpertiseDeps } from './expertise.deps.ts';

/** The learner a partner call is about: rows of progress, completions and watchlist are theirs. */
export type Learner = { scope: CompanyScope; userId: number };

/** The caller as a learner: their own progress, completions and watchlist. */
export const learnerOf = (caller: Caller): Learner => ({
  scope: companyScope(caller.company.id),
  userId: caller.user.id,
});

/** A view of `courses` with everything the learner did in them, read at once for all of them. */
export async function viewCourses(deps: ExpertiseDeps, learner: Learner, courses: readonly CourseListRow[]) {
  const ids = courses.map((course) => course.id);
  const [episodes, progress, completions, watchlist, signer] = await Promise.all([
    findEpisodesOf(deps.db, ids),
    findProgressIn(deps.db, learner.scope, learner.userId, ids),
    findCompletionsIn(deps.db, learner.scope, learner.userId, ids),
    findWatchlistIn(deps.db, learner.scope, learner.userId, ids),
    deps.links.signer(),
  ]);
  return courseView({ episodes, progress, completions, watchlist }, signer);
}

/** Course cards of `courses` for the learner, in the order given. */
export async function summariesOf(
  deps: ExpertiseDeps,
  learner: Learner,
  courses: readonly CourseListRow[],
): Promise<CourseSummary[]> {
  const view = await viewCourses(deps, learner, courses);
  return courses.map(view.summary);
}

/** The learner's marks in every course, from their own rows (one query, kept for a blink). */
async function learnerMarksOf(deps: ExpertiseDeps, learner: Learner): Promise<LearnerMarks> {
  const rows = await deps.learnerRows(learner);
  const rowsOf = (kind: LearnerRow['kind']) => rows.filter((row) => row.kind === kind);
  return marksOf({
    progress: rowsOf('progress').map((row) => ({
      course_id: row.course_id,
      episode_id: Number(row.row_id),
      watched_at: row.at,
    })),
    completions: rowsOf('completion').map((row) => ({ course_id: row.course_id, finished_at: String(row.at) })),
    watchlist: rowsOf('watchlist').map((row) => ({ id: Number(row.row_id), course_id: row.course_id })),
  });
}

/** Whether the learner of `marks` is where `filter` asks, in course `id`; `is_mandatory` is the catalogue's. */
function isLearnerIn(marks: LearnerMarks, filter: CourseFilter | undefined, id: number): boolean {
  switch (filter) {
    case undefined:
    case 'is_mandatory':
      return true;
    case 'finished':
      return marks.finishedAt.has(id);
    case 'in_progress':
      return marks.started.has(id) && !marks.finishedAt.has(id);
    case 'not_started':
      return !marks.started.has(id);
  }
}

/** The featured courses, in staff's order. */
export async function listFeatured(deps: ExpertiseDeps, caller: Caller): Promise<CourseSummary[]> {
  const [cards, marks] = await Promise.all([deps.catalogue.featured(), learnerMarksOf(deps, learnerOf(caller))]);
  return cards.map((card) => summaryFor(card, marks));
}

/**
 * A page of published courses by the list's filter, topics, search and sort: which courses and their
 * cards come from the shared catalogue, the learner's filter and marks from one read of their own.
 */
export async function listCourses(deps: ExpertiseDeps, caller: Caller, query: CoursesQuery): Promise<CoursesPage> {
  const [ids, marks] = await Promise.all([
    deps.catalogue.idsOf({
      sort: query.sort,
      topicIds: query.topics,
      search: query.search ? foldForSearch(query.search) : undefined,
      isMandatoryOnly: query.filter === 'is_mandatory',
    }),
    learnerMarksOf(deps, learnerOf(caller)),
  ]);
  const shown = ids.filter((id) => isLearnerIn(marks, query.filter, id));
  const start = (query.page - 1) * query.per_page;
  const cards = await deps.catalogue.cardsOf(shown.slice(start, start + query.per_page));
  return {
    results: cards.map((card) => summaryFor(card, marks)),
    page: query.page,
    limit: query.per_page,
    total: shown.length,
  };
}

/** One published course with its episodes and the caller's progress in each, or 404. */
export async function getCourse(deps: ExpertiseDeps, caller: Caller, id: number): Promise<CourseDetail> {
  const [course] = await findCoursesByIds(deps.db, [id]);
  if (!course) throw notFound();
  const view = await viewCourses(deps, learnerOf(caller), [course]);
  return view.detail(course);
}

/** The topics with their published courses' count. */
export async function listTopics(db: Db): Promise<Topic[]> {
  const rows = await findTopicsWithCounts(db);
  return rows.map((row) => ({ ...row, course_count: Number(row.course_count) }));
}
