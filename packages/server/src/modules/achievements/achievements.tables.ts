import type { Timestamp } from '../../db/schema.ts';

/** Migration 0025: an achievement a company claimed, with when it had been earned (kept as it was then). */
export interface AchievementClaimsTable {
  company_id: number;
  /** An id of `ACHIEVEMENTS` in contracts. */
  achievement_id: number;
  /** The user who claimed it; null once that account is deleted. */
  claimed_by: number | null;
  earned_at: Timestamp;
  claimed_at: Timestamp;
}

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    achievement_claims: AchievementClaimsTable;
  }
}
