import { SWITCH_KEYS } from '@irama/contracts';
import type { Db } from '../db/database.ts';
import { replayAt } from '../lib/clock.ts';
import { achievementsOf, claimAchievement } from '../modules/achievements/index.ts';
import { setSwitch } from '../modules/switches/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** When staff turned the coming-soon features on: two weeks before the demo's today. */
const SWITCHED_ON_DAYS_AGO = 14;
const STAFF_EMAIL = 'staff@irama.demo';

/** Staff turn every feature switch on, through the switches' service, so the audit says who and when. */
async function switchFeaturesOn(db: Db, now: Date) {
  const staff = await db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('email', '=', STAFF_EMAIL)
    .executeTakeFirstOrThrow();
  const actor = { userId: staff.id, distributorId: staff.company_id };
  await replayAt(new Date(now.getTime() - SWITCHED_ON_DAYS_AGO * DAY_MS), async () => {
    for (const key of SWITCH_KEYS) await setSwitch(db, actor, key, true);
  });
}

/**
 * Each demo owner claimed what the company earned, the day after earning it, all but the latest,
 * which waits for its claim; what it has not earned stays locked. Every state comes from the
 * company's own data: releases live, published reports, paid withdrawals, conflicts, courses.
 */
async function claimEarned(db: Db, now: Date) {
  const owners = await db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('role', '=', 'owner')
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((account) => account.email),
    )
    .orderBy('id')
    .execute();
  for (const owner of owners) {
    const earned = (await achievementsOf(db, owner.company_id))
      .filter((achievement) => achievement.earned_at !== null)
      .sort((a, b) => (a.earned_at ?? '').localeCompare(b.earned_at ?? ''));
    for (const achievement of earned.slice(0, -1)) {
      const claimedAt = new Date(Date.parse(achievement.earned_at ?? '') + DAY_MS);
      if (claimedAt >= now) continue;
      await replayAt(claimedAt, () =>
        claimAchievement(db, { companyId: owner.company_id, userId: owner.id }, achievement.id),
      );
    }
  }
}

/** The feature switches on, and the demo owners' achievements in every state; runs last, once the story has happened. */
export async function seedAchievements(db: Db, now: Date): Promise<void> {
  await switchFeaturesOn(db, now);
  await claimEarned(db, now);
}
