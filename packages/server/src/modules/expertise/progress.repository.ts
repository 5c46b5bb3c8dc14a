import './expertise.tables.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { hasRow, insertScoped, selectScoped, updateScoped } from '../../db/scoped-queries.ts';

/** A published episode with what its progress needs, or undefined. */
export function findPublishedEpisode(db: Db, id: number) {
  return db
    .selectFrom('expertise_episodes')
    .innerJoin('expertise_courses', 'expertise_courses.id', 'expertise_episodes.course_id')
    .select(['expertise_episodes.id', 'expertise_episodes.course_id', 'expertise_episodes.duration_seconds'])
    .where('expertise_episodes.id', '=', id)
    .where('expertise_courses.is_published', '=', true)
    .executeTakeFirst();
}

/** The learner's progress in one episode, or undefined when they never opened it. */
export function findProgress(db: Db, scope: Scope, userId: number, episodeId: number) {
  return selectScoped(db, 'expertise_progress', scope)
    .selectAll()
    .where('user_id', '=', userId)
    .where('episode_id', '=', episodeId)
    .executeTakeFirst();
}

/** Whether the learner opened any episode of the course before. */
export async function hasOpenedCourse(db: Db, scope: Scope, userId: number, courseId: number): Promise<boolean> {
  return hasRow(
    selectScoped(db, 'expertise_progress', scope)
      .select('episode_id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId),
  );
}

/** Records an opening at `at`: a new progress row, or a new session on the one there (position and totals kept). */
export function upsertOpening(
  db: Db,
  scope: CompanyScope,
  userId: number,
  episode: { id: number; course_id: number },
  at: string,
) {
  return insertScoped(db, 'expertise_progress', scope, {
    user_id: userId,
    episode_id: episode.id,
    course_id: episode.course_id,
    opened_at: at,
    updated_at: at,
  })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'episode_id']).doUpdateSet({ opened_at: at, session_played_ms: 0, updated_at: at }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Counts one more view of the course, and one more learner when it is the learner's first. */
export async function countOpening(db: Db, courseId: number, isNewLearner: boolean): Promise<void> {
  await db
    .updateTable('expertise_courses')
    .set((eb) => ({
      view_count: eb('view_count', '+', 1),
      ...(isNewLearner ? { learner_count: eb('learner_count', '+', 1) } : {}),
    }))
    .where('id', '=', courseId)
    .execute();
}

/**
 * Credits `playedMs` to the session opened at `openedAt` only while the session's credit stays within
 * `allowanceMs`, in one statement, so reports racing each other cannot both spend the same allowance.
 * False when nothing was credited.
 */
export async function creditPlay(
  db: Db,
  scope: Scope,
  userId: number,
  report: {
    episodeId: number;
    openedAt: string;
    playedMs: number;
    positionMs: number;
    allowanceMs: number;
    at: string;
  },
): Promise<boolean> {
  const result = await updateScoped(db, 'expertise_progress', scope)
    .set((eb) => ({
      session_played_ms: eb('session_played_ms', '+', report.playedMs),
      played_ms: eb('played_ms', '+', report.playedMs),
      position_ms: report.positionMs,
      updated_at: report.at,
    }))
    .where('user_id', '=', userId)
    .where('episode_id', '=', report.episodeId)
    .where('opened_at', '=', report.openedAt)
    .where('session_played_ms', '<=', report.allowanceMs - report.playedMs)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the episode watched at `at` once `watchedMs` were played; an episode already watched keeps its time. */
export async function markWatchedOnce(
  db: Db,
  scope: Scope,
  userId: number,
  episodeId: number,
  watchedMs: number,
  at: string,
): Promise<boolean> {
  const result = await updateScoped(db, 'expertise_progress', scope)
    .set({ watched_at: at })
    .where('user_id', '=', userId)
    .where('episode_id', '=', episodeId)
    .where('watched_at', 'is', null)
    .where('played_ms', '>=', watchedMs)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Episodes the learner watched of a course, and how many it has. */
export async function countCourseProgress(db: Db, scope: Scope, userId: number, courseId: number) {
  const row = await db
    .selectFrom('expertise_episodes')
    .leftJoin('expertise_progress', (join) =>
      join
        .onRef('expertise_progress.episode_id', '=', 'expertise_episodes.id')
        .on(inScope(scope, 'expertise_progress.company_id'))
        .on('expertise_progress.user_id', '=', userId)
        .on('expertise_progress.watched_at', 'is not', null),
    )
    .select((eb) => [
      eb.fn.count<number | string>('expertise_episodes.id').as('total'),
      eb.fn.count<number | string>('expertise_progress.episode_id').as('watched'),
    ])
    .where('expertise_episodes.course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return { watched: Number(row.watched), total: Number(row.total) };
}

/** Records that the learner finished the course at `at`; a course finished before keeps its first time. */
export async function insertCompletion(
  db: Db,
  scope: CompanyScope,
  userId: number,
  courseId: number,
  at: string,
): Promise<void> {
  await insertScoped(db, 'expertise_completions', scope, { user_id: userId, course_id: courseId, finished_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
    .execute();
}

/** When a user of the scope first finished a course that is mandatory, or null. */
export async function findFirstMandatoryFinish(db: Db, scope: Scope): Promise<string | null> {
  const row = await db
    .selectFrom('expertise_completions')
    .innerJoin('expertise_courses', 'expertise_courses.id', 'expertise_completions.course_id')
    .select((eb) => eb.fn.min('expertise_completions.finished_at').as('finished_at'))
    .where(inScope(scope, 'expertise_completions.company_id'))
    .where('expertise_courses.is_mandatory', '=', true)
    .executeTakeFirst();
  return row?.finished_at ?? null;
}

/** The scope's owners and admins who may still sign in, owner first. */
export function findTeam(db: Db, scope: Scope) {
  return selectScoped(db, 'users', scope)
    .select(['id', 'firstname', 'lastname', 'email', 'role'])
    .where('role', 'in', ['owner', 'admin'])
    .where('is_disabled', '=', false)
    .orderBy(sql`case when role = 'owner' then 0 else 1 end`)
    .orderBy('id')
    .execute();
}

/** Episodes watched per user and course, and finished courses, across the scope. */
export async function findTeamProgress(db: Db, scope: Scope) {
  const [watched, completions] = await Promise.all([
    selectScoped(db, 'expertise_progress', scope)
      .select(['user_id', 'course_id'])
      .select((eb) => eb.fn.count<number | string>('episode_id').as('watched'))
      .where('watched_at', 'is not', null)
      .groupBy(['user_id', 'course_id'])
      .execute(),
    selectScoped(db, 'expertise_completions', scope).select(['user_id', 'course_id', 'finished_at']).execute(),
  ]);
  return { watched, completions };
}
