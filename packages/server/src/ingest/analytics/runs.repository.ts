import type { Db } from '../../db/database.ts';
import type { Scope } from '../../db/scope.ts';
import { selectScoped } from '../../db/scoped-queries.ts';
import type { AnalyticsRunRow } from './tables.ts';

/** A page of the scope's analytics runs, newest first, with how many runs there are in all. */
export async function findAnalyticsRuns(
  db: Db,
  scope: Scope,
  page: number,
  limit: number,
): Promise<{ runs: AnalyticsRunRow[]; total: number }> {
  const [runs, count] = await Promise.all([
    selectScoped(db, 'analytics_runs', scope)
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    selectScoped(db, 'analytics_runs', scope)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { runs, total: Number(count?.n ?? 0) };
}
