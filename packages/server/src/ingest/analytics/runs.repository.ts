import type { Db } from '../../db/database.ts';
import { inScope, type Scope } from '../../db/scope.ts';
import type { AnalyticsRunRow } from './tables.ts';

/** A page of the scope's analytics runs, newest first, with how many runs there are in all. */
export async function findAnalyticsRuns(
  db: Db,
  scope: Scope,
  page: number,
  limit: number,
): Promise<{ runs: AnalyticsRunRow[]; total: number }> {
  const [runs, count] = await Promise.all([
    db
      .selectFrom('analytics_runs')
      .selectAll()
      .where(inScope(scope))
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('analytics_runs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(inScope(scope))
      .executeTakeFirst(),
  ]);
  return { runs, total: Number(count?.n ?? 0) };
}
