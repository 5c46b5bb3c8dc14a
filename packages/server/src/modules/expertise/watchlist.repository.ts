import './expertise.tables.ts';
import type { Db } from '../../db/database.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { deleteScoped, insertScoped } from '../../db/scoped-queries.ts';

/** Puts a course on the learner's watchlist; true when it was not there yet. */
export async function insertWatchlistEntry(
  db: Db,
  scope: CompanyScope,
  userId: number,
  courseId: number,
  at: string,
): Promise<boolean> {
  const result = await insertScoped(db, 'expertise_watchlist', scope, {
    user_id: userId,
    course_id: courseId,
    created_at: at,
  })
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The learner's entries of published courses, newest first, the first `limit` when given. */
export function findWatchlist(
  db: Db,
  scope: Scope,
  userId: number,
  options: { courseId?: number; limit?: number } = {},
) {
  let query = db
    .selectFrom('expertise_watchlist')
    .innerJoin('expertise_courses', 'expertise_courses.id', 'expertise_watchlist.course_id')
    .select(['expertise_watchlist.id', 'expertise_watchlist.course_id', 'expertise_watchlist.created_at'])
    .where(inScope(scope, 'expertise_watchlist.company_id'))
    .where('expertise_watchlist.user_id', '=', userId)
    .where('expertise_courses.is_published', '=', true)
    .orderBy('expertise_watchlist.created_at', 'desc')
    .orderBy('expertise_watchlist.id', 'desc');
  if (options.courseId !== undefined) query = query.where('expertise_watchlist.course_id', '=', options.courseId);
  if (options.limit !== undefined) query = query.limit(options.limit);
  return query.execute();
}

/** Deletes the learner's entry `id`; false when they have no such entry. */
export async function deleteWatchlistEntry(db: Db, scope: Scope, userId: number, id: number): Promise<boolean> {
  const result = await deleteScoped(db, 'expertise_watchlist', scope)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
