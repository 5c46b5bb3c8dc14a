import type { Db } from '../../db/database.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { insertScoped, selectScoped } from '../../db/scoped-queries.ts';
import './achievements.tables.ts';

/** The scope's claims (of one achievement, when `achievementId` is given). */
export function findClaims(db: Db, scope: Scope, achievementId?: number) {
  let query = selectScoped(db, 'achievement_claims', scope).select(['achievement_id', 'earned_at', 'claimed_at']);
  if (achievementId !== undefined) query = query.where('achievement_id', '=', achievementId);
  return query.execute();
}

/**
 * Records a claim unless the company has claimed that achievement already, and says whether it did:
 * the table's key lets exactly one of racing claims in, on either engine.
 */
export async function insertClaim(
  db: Db,
  scope: CompanyScope,
  claim: { achievementId: number; userId: number; earnedAt: string; claimedAt: string },
): Promise<boolean> {
  const inserted = await insertScoped(db, 'achievement_claims', scope, {
    achievement_id: claim.achievementId,
    claimed_by: claim.userId,
    earned_at: claim.earnedAt,
    claimed_at: claim.claimedAt,
  })
    .onConflict((conflict) => conflict.columns(['company_id', 'achievement_id']).doNothing())
    .returning('achievement_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
