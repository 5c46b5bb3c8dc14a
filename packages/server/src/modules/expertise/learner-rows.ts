import type { Db } from '../../db/database.ts';
import { recentReads } from '../../db/recent-reads.ts';
import { type CompanyScope, companyScope } from '../../db/scope.ts';
import { findLearnerRows, type LearnerRow } from './courses.repository.ts';

/** What a learner's own rows are read from: a write to any of them drops the rows kept. */
const LEARNER_TABLES = ['expertise_progress', 'expertise_completions', 'expertise_watchlist'] as const;

/** A learner's own rows (progress, finished courses, watchlist) by learner. */
export type LearnerRowsReader = (learner: { scope: CompanyScope; userId: number }) => Promise<LearnerRow[]>;

/**
 * A learner's own rows, kept for a blink per learner like the catalogue (`recentReads`): the
 * expertise page asks the featured courses, a course list and the watchlist at once. The learner's
 * own write (an episode watched, a watchlist change) shows on this instance's next read, and on
 * another instance's within that blink.
 */
export function learnerRowsReader(db: Db): LearnerRowsReader {
  const read = recentReads(
    db,
    (key: string) => {
      const [companyId = 0, userId = 0] = key.split(':').map(Number);
      return findLearnerRows(db, companyScope(companyId), userId);
    },
    { readsFrom: LEARNER_TABLES },
  );
  return (learner) => read(`${learner.scope.companyId}:${learner.userId}`);
}
