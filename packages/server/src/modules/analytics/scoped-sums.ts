import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import {
  type AnalyticsFilter,
  type AnalyticsGroup,
  type AnalyticsSums,
  NO_ANALYTICS_SUMS,
  sumAnalytics,
} from '../../ingest/analytics/index.ts';
import { addFields } from '../../lib/add-fields.ts';

/** Item keys per statement: a project of a large catalogue must stay under every engine's bound-parameter limit. */
const KEYS_PER_READ = 5_000;

/** `sumAnalytics`, reading a long list of items a slice at a time and adding the slices' sums per group. */
export async function sumScoped<G extends AnalyticsGroup>(
  db: Db,
  companyId: number,
  filter: AnalyticsFilter,
  groups: readonly G[] = [],
): Promise<(Record<G, string> & AnalyticsSums)[]> {
  const keys = filter.itemKeys;
  const own = companyScope(companyId);
  if (!keys || keys.length <= KEYS_PER_READ) return sumAnalytics(db, own, filter, groups);
  const merged = new Map<string, Record<G, string> & AnalyticsSums>();
  for (let i = 0; i < keys.length; i += KEYS_PER_READ) {
    const rows = await sumAnalytics(db, own, { ...filter, itemKeys: keys.slice(i, i + KEYS_PER_READ) }, groups);
    for (const row of rows) {
      const key = groups.map((group) => row[group]).join('\u0001');
      const sum = merged.get(key);
      merged.set(key, sum ? { ...sum, ...addFields(NO_ANALYTICS_SUMS, sum, row) } : row);
    }
  }
  return [...merged.values()];
}
