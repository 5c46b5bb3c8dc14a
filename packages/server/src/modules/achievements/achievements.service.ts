import {
  ACHIEVEMENTS,
  type Achievement,
  type AchievementDefinition,
  type AchievementListQuery,
  type AchievementStatus,
  type AchievementSummary,
  achievementMessageKeys,
  type Page,
} from '@irama/contracts';
import { type Db, nowIso } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { progressOf } from './achievements.progress.ts';
import { findClaims, insertClaim } from './achievements.repository.ts';

type Claim = { earned_at: string; claimed_at: string };

/** An achievement as the company sees it: claimed when claimed, else ready once earned, else locked. */
function toAchievement(
  definition: AchievementDefinition,
  progress: { current: number; earnedAt: string | null },
  claim: Claim | undefined,
): Achievement {
  const { title, description } = achievementMessageKeys(definition.key);
  const status: AchievementStatus = claim ? 'claimed' : progress.earnedAt ? 'ready' : 'locked';
  return {
    id: definition.id,
    key: definition.key,
    title_key: title,
    description_key: description,
    status,
    // A claim keeps what earned it, whatever has happened to the data since.
    progress: { current: claim ? definition.goal : progress.current, goal: definition.goal },
    earned_at: claim?.earned_at ?? progress.earnedAt,
    claimed_at: claim?.claimed_at ?? null,
  };
}

/** Every achievement of the company, in the catalogue's order. */
export async function achievementsOf(db: Db, companyId: number): Promise<Achievement[]> {
  const [progress, claims] = await Promise.all([
    progressOf(db, companyId, ACHIEVEMENTS),
    findClaims(db, companyScope(companyId)),
  ]);
  const claimOf = new Map(claims.map((claim) => [claim.achievement_id, claim]));
  return ACHIEVEMENTS.map((definition, index) =>
    toAchievement(definition, progress[index] ?? { current: 0, earnedAt: null }, claimOf.get(definition.id)),
  );
}

/** Counts per status and the most recently earned achievement. */
export async function summarizeAchievements(db: Db, companyId: number): Promise<AchievementSummary> {
  const achievements = await achievementsOf(db, companyId);
  const count = (status: AchievementStatus) => achievements.filter((item) => item.status === status).length;
  const earnedAt = (item: Achievement) => Date.parse(item.earned_at ?? '');
  const latest = achievements
    .filter((item) => item.earned_at !== null)
    .reduce<Achievement | null>((newest, item) => (newest && earnedAt(newest) >= earnedAt(item) ? newest : item), null);
  return {
    locked: count('locked'),
    ready: count('ready'),
    claimed: count('claimed'),
    total: achievements.length,
    latest_earned: latest,
  };
}

/** A page of the company's achievements, narrowed by status and by `ready`. */
export async function listAchievements(
  db: Db,
  companyId: number,
  query: AchievementListQuery,
): Promise<Page<Achievement>> {
  const matching = (await achievementsOf(db, companyId)).filter(
    (item) =>
      (query.status === undefined || item.status === query.status) &&
      (query.ready === undefined || (item.status === 'ready') === query.ready),
  );
  const start = (query.page - 1) * query.per_page;
  return {
    results: matching.slice(start, start + query.per_page),
    page: query.page,
    limit: query.per_page,
    total: matching.length,
  };
}

/**
 * Claims an earned achievement for the company. An unknown id is not found; one not earned yet or
 * claimed already is refused with its own code, and of racing claims exactly one succeeds.
 */
export async function claimAchievement(
  db: Db,
  claimant: { companyId: number; userId: number },
  achievementId: number,
): Promise<Achievement> {
  const definition = ACHIEVEMENTS.find((achievement) => achievement.id === achievementId);
  if (!definition) throw notFound();
  const { companyId } = claimant;
  const scope = companyScope(companyId);
  if ((await findClaims(db, scope, achievementId)).length > 0) throw new AppError('achievements.already_claimed');
  const [progress] = await progressOf(db, companyId, [definition]);
  if (!progress?.earnedAt) throw new AppError('achievements.not_earned');
  const claim = { earned_at: progress.earnedAt, claimed_at: nowIso() };
  const isClaimed = await insertClaim(db, scope, {
    achievementId,
    userId: claimant.userId,
    earnedAt: claim.earned_at,
    claimedAt: claim.claimed_at,
  });
  if (!isClaimed) throw new AppError('achievements.already_claimed');
  return toAchievement(definition, progress, claim);
}
