import { EXPERTISE_LIMITS, type MarkEpisodeRequest, type MarkEpisodeResult, type TeamProgress } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { currentTime } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { episodeProgressOf } from './course-view.ts';
import { findAllPublishedCourses, findEpisodesOf } from './courses.repository.ts';
import { learnerOf } from './courses.service.ts';
import {
  countCourseProgress,
  countOpening,
  creditPlay,
  findFirstMandatoryFinish,
  findProgress,
  findPublishedEpisode,
  findTeam,
  findTeamProgress,
  hasOpenedCourse,
  insertCompletion,
  markWatchedOnce,
  upsertOpening,
} from './progress.repository.ts';

async function getPublishedEpisode(db: Db, id: number) {
  const episode = await findPublishedEpisode(db, id);
  if (!episode) throw notFound();
  return episode;
}

/**
 * The player opens an episode: a new session starts now, against which its reports are measured,
 * and the answer says where to resume. Counts a view of the course, and a learner on their first.
 */
export async function openEpisode(db: Db, caller: Caller, episodeId: number) {
  const { scope, userId } = learnerOf(caller);
  const episode = await getPublishedEpisode(db, episodeId);
  const at = currentTime().toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const isNewLearner = !(await hasOpenedCourse(trx, scope, userId, episode.course_id));
    const opened = await upsertOpening(trx, scope, userId, episode, at);
    await countOpening(trx, episode.course_id, isNewLearner);
    return opened;
  });
  return { episode_id: episode.id, duration_seconds: episode.duration_seconds, ...episodeProgressOf(row) };
}

/**
 * The most a session may have been credited `elapsedMs` after its opening: the time itself, plus a
 * little for timers and clocks that differ, which grows with the session so a burst of fresh
 * openings earns next to nothing.
 */
export function allowanceMs(elapsedMs: number): number {
  // Whole milliseconds: the credit is a bigint column.
  return Math.floor(elapsedMs + Math.min(EXPERTISE_LIMITS.reportToleranceSeconds * 1000, elapsedMs / 10));
}

/**
 * A report from the player: the seconds played since the last one count only when no more was
 * claimed than passed since the episode was opened (422 otherwise; 409 for an episode never opened).
 * The episode becomes watched at 90 % of its length and stays watched; the course is finished once
 * all its episodes are.
 */
export async function reportPlay(db: Db, caller: Caller, report: MarkEpisodeRequest): Promise<MarkEpisodeResult> {
  const { scope, userId } = learnerOf(caller);
  const episode = await getPublishedEpisode(db, report.episode_id);
  const now = currentTime();
  const at = now.toISOString();
  const durationMs = episode.duration_seconds * 1000;
  return db.transaction().execute(async (trx) => {
    const progress = await findProgress(trx, scope, userId, episode.id);
    if (!progress) throw new AppError('expertise.episode_not_opened');
    const isCredited = await creditPlay(trx, scope, userId, {
      episodeId: episode.id,
      openedAt: progress.opened_at,
      playedMs: Math.round(report.played_seconds * 1000),
      positionMs: Math.min(Math.round(report.position_seconds * 1000), durationMs),
      allowanceMs: allowanceMs(now.getTime() - Date.parse(progress.opened_at)),
      at,
    });
    if (!isCredited) throw new AppError('expertise.played_more_than_elapsed');
    const isNewlyWatched = await markWatchedOnce(
      trx,
      scope,
      userId,
      episode.id,
      Math.ceil(durationMs * EXPERTISE_LIMITS.watchedShare),
      at,
    );
    const courseProgress = await countCourseProgress(trx, scope, userId, episode.course_id);
    if (isNewlyWatched && courseProgress.watched === courseProgress.total)
      await insertCompletion(trx, scope, userId, episode.course_id, at);
    const updated = episodeProgressOf(await findProgress(trx, scope, userId, episode.id));
    return {
      watched: updated.watched,
      played_seconds: updated.played_seconds,
      position_seconds: updated.position_seconds,
      course_progress: courseProgress,
    };
  });
}

/** When any user of the company first finished a mandatory course (all its episodes watched), or null. */
export function firstMandatoryCourseFinishedAt(db: Db, companyId: number): Promise<string | null> {
  return findFirstMandatoryFinish(db, companyScope(companyId));
}

/** The owner's view of the team: each owner and admin with their progress in every published course. */
export async function teamProgress(db: Db, companyId: number): Promise<TeamProgress> {
  const scope = companyScope(companyId);
  const courses = await findAllPublishedCourses(db);
  const [team, progress, episodes] = await Promise.all([
    findTeam(db, scope),
    findTeamProgress(db, scope),
    findEpisodesOf(
      db,
      courses.map((course) => course.id),
    ),
  ]);
  const episodeCount = (courseId: number) => episodes.filter((episode) => episode.course_id === courseId).length;
  const key = (userId: number, courseId: number) => `${userId}:${courseId}`;
  const watched = new Map(progress.watched.map((row) => [key(row.user_id, row.course_id), Number(row.watched)]));
  const finished = new Map(progress.completions.map((row) => [key(row.user_id, row.course_id), row.finished_at]));
  return {
    courses: courses.map((course) => ({
      id: course.id,
      title: course.title,
      title_en: course.title_en,
      is_mandatory: Boolean(course.is_mandatory),
      episode_count: episodeCount(course.id),
    })),
    members: team.map((user) => ({
      user_id: user.id,
      name: `${user.firstname} ${user.lastname}`.trim(),
      email: user.email,
      is_owner: user.role === 'owner',
      courses: courses.map((course) => ({
        course_id: course.id,
        watched: watched.get(key(user.id, course.id)) ?? 0,
        total: episodeCount(course.id),
        finished_at: finished.get(key(user.id, course.id)) ?? null,
      })),
    })),
  };
}
