import type { AchievementDefinition, AchievementKey } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { firstWithdrawalPaidAt } from '../balance/index.ts';
import { firstConflictResolvedAt } from '../catalogs/index.ts';
import { dspPeriodTotals, publishedDspPeriods } from '../dspreport/index.ts';
import { firstMandatoryCourseFinishedAt } from '../expertise/index.ts';
import { firstLiveTimes } from '../release/index.ts';

/** How far a company is towards an achievement, and when it reached the goal (null while it has not). */
export type Progress = { current: number; earnedAt: string | null };

/** The most releases an achievement counts: the goal of "ten releases live". */
const RELEASES_COUNTED = 10;

/**
 * What each achievement is read from, loaded once per request and only when an achievement asks:
 * one claim reads only what its achievement needs, a list reads each source once.
 */
function sourcesOf(db: Db, companyId: number) {
  const once = <T>(load: () => Promise<T>) => {
    let loaded: Promise<T> | undefined;
    return () => {
      loaded ??= load();
      return loaded;
    };
  };
  return {
    liveTimes: once(() => firstLiveTimes(db, companyId, RELEASES_COUNTED)),
    streamsByPeriod: once(() => streamsByPeriod(db, companyId)),
    firstWithdrawalPaid: once(() => firstWithdrawalPaidAt(db, companyId)),
    firstMandatoryCourse: once(() => firstMandatoryCourseFinishedAt(db, companyId)),
    firstConflictResolved: once(() => firstConflictResolvedAt(db, companyId)),
  };
}
type Sources = ReturnType<typeof sourcesOf>;

/** The streams of each published DSP report period, oldest first, with when the period was published. */
async function streamsByPeriod(db: Db, companyId: number): Promise<{ streams: number; at: string }[]> {
  const [totals, periods] = await Promise.all([dspPeriodTotals(db, companyId), publishedDspPeriods(db, companyId)]);
  const publishedAt = new Map(periods.map((period) => [period.period, period.published_at]));
  return totals.map((total) => ({ streams: Number(total.streams), at: String(publishedAt.get(total.period) ?? '') }));
}

/** Progress towards `goal` releases live: the goal-th release's first day live earns it. */
async function releasesLive(sources: Sources, goal: number): Promise<Progress> {
  const times = await sources.liveTimes();
  return { current: Math.min(times.length, goal), earnedAt: times[goal - 1] ?? null };
}

/** Progress towards `goal` streams paid by the stores' reports: the publish that passes it earns it. */
async function streamsReported(sources: Sources, goal: number): Promise<Progress> {
  let total = 0;
  for (const period of await sources.streamsByPeriod()) {
    total += period.streams;
    if (total >= goal) return { current: goal, earnedAt: period.at };
  }
  return { current: total, earnedAt: null };
}

/** Progress of an achievement one event earns. */
async function happened(at: Promise<string | null>): Promise<Progress> {
  const earnedAt = await at;
  return { current: earnedAt === null ? 0 : 1, earnedAt };
}

const PROGRESS: Record<AchievementKey, (sources: Sources, goal: number) => Promise<Progress>> = {
  first_release_live: releasesLive,
  ten_releases_live: releasesLive,
  first_thousand_streams: streamsReported,
  million_streams: streamsReported,
  first_withdrawal_paid: (sources) => happened(sources.firstWithdrawalPaid()),
  first_mandatory_course: (sources) => happened(sources.firstMandatoryCourse()),
  conflict_resolved: (sources) => happened(sources.firstConflictResolved()),
};

/** The company's progress towards each of `achievements`, in their order, read from what it did. */
export function progressOf(
  db: Db,
  companyId: number,
  achievements: readonly AchievementDefinition[],
): Promise<Progress[]> {
  const sources = sourcesOf(db, companyId);
  return Promise.all(achievements.map((achievement) => PROGRESS[achievement.key](sources, achievement.goal)));
}
