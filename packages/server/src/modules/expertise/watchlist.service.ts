import type { WatchlistEntry } from '@irama/contracts';
import type { Caller } from '../../lib/caller.ts';
import { currentTime } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { findCoursesByIds } from './courses.repository.ts';
import { type Learner, learnerOf, viewCourses } from './courses.service.ts';
import type { ExpertiseDeps } from './expertise.deps.ts';
import { deleteWatchlistEntry, findWatchlist, insertWatchlistEntry } from './watchlist.repository.ts';

async function entriesOf(
  deps: ExpertiseDeps,
  learner: Learner,
  entries: { id: number; course_id: number; created_at: string }[],
): Promise<WatchlistEntry[]> {
  const courses = await findCoursesByIds(
    deps.db,
    entries.map((entry) => entry.course_id),
  );
  const view = await viewCourses(deps, learner, courses);
  const byId = new Map(courses.map((course) => [course.id, course]));
  return entries.flatMap((entry) => {
    const course = byId.get(entry.course_id);
    return course ? [{ id: entry.id, added_at: entry.created_at, course: view.summary(course) }] : [];
  });
}

/** Puts a published course on the caller's watchlist; adding it again answers the entry already there. */
export async function addToWatchlist(
  deps: ExpertiseDeps,
  caller: Caller,
  courseId: number,
): Promise<{ entry: WatchlistEntry; isNew: boolean }> {
  const learner = learnerOf(caller);
  const { scope, userId } = learner;
  const [course] = await findCoursesByIds(deps.db, [courseId]);
  if (!course) throw notFound();
  const isNew = await insertWatchlistEntry(deps.db, scope, userId, courseId, currentTime().toISOString());
  const [entry] = await entriesOf(deps, learner, await findWatchlist(deps.db, scope, userId, { courseId }));
  // Staff may have unpublished it in between: then it is as missing as a course that never was.
  if (!entry) throw notFound();
  return { entry, isNew };
}

/** The caller's watchlist, newest first; `top` keeps the first entries. */
export async function listWatchlist(deps: ExpertiseDeps, caller: Caller, top?: number): Promise<WatchlistEntry[]> {
  const learner = learnerOf(caller);
  const entries = await findWatchlist(deps.db, learner.scope, learner.userId, top === undefined ? {} : { limit: top });
  return entriesOf(deps, learner, entries);
}

/** Takes an entry off the caller's watchlist; anyone else's entry is as missing as one that never was. */
export async function removeFromWatchlist(deps: ExpertiseDeps, caller: Caller, id: number): Promise<void> {
  const { scope, userId } = learnerOf(caller);
  if (!(await deleteWatchlistEntry(deps.db, scope, userId, id))) throw notFound();
}
