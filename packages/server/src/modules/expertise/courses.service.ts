import type { CourseDetail, CourseSummary, CoursesPage, CoursesQuery, Topic } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { type CompanyScope, companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { foldForSearch } from '../networkplace/index.ts';
import { courseView } from './course-view.ts';
import {
  type CourseListRow,
  findCompletionsIn,
  findCoursePage,
  findCoursesByIds,
  findEpisodesOf,
  findFeaturedCourses,
  findProgressIn,
  findTopicsWithCounts,
  findWatchlistIn,
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

/** The featured courses, in staff's order. */
export async function listFeatured(deps: ExpertiseDeps, caller: Caller): Promise<CourseSummary[]> {
  return summariesOf(deps, learnerOf(caller), await findFeaturedCourses(deps.db));
}

/** A page of published courses by the list's filter, topics, search and sort. */
export async function listCourses(deps: ExpertiseDeps, caller: Caller, query: CoursesQuery): Promise<CoursesPage> {
  const learner = learnerOf(caller);
  const { rows, total } = await findCoursePage(deps.db, learner.scope, learner.userId, {
    page: query.page,
    limit: query.per_page,
    filter: query.filter,
    sort: query.sort,
    topicIds: query.topics,
    search: query.search ? foldForSearch(query.search) : undefined,
  });
  return { results: await summariesOf(deps, learner, rows), page: query.page, limit: query.per_page, total };
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
