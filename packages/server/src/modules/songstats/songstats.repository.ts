import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedQuery, slotScope } from '../../db/prepared-query.ts';
import { ALL_COMPANIES, type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { selectScoped } from '../../db/scoped-queries.ts';
import { publishedRunsVersion } from '../../ingest/engine/index.ts';
import { trackNamesVersion } from '../release/index.ts';

/** The first and last day of each store's daily feed of the scope (the stores' freshness). */
export function findStoreDays(db: Db, scope: Scope) {
  return selectScoped(db, 'analytics_daily', scope)
    .select(['store', (eb) => eb.fn.min('day').as('first'), (eb) => eb.fn.max('day').as('last')])
    .where('feed', '=', 'dsp')
    .where('breakdown', '=', 'total')
    .groupBy('store')
    .execute();
}

/** The first and last day of the scope's YouTube asset feed. */
export function findAssetDays(db: Db, scope: Scope) {
  return selectScoped(db, 'analytics_daily', scope)
    .select([(eb) => eb.fn.min('day').as('first'), (eb) => eb.fn.max('day').as('last')])
    .where('feed', '=', 'asset')
    .where('breakdown', '=', 'total')
    .executeTakeFirst();
}

/** The scope's YouTube assets of some ISRCs: the asset feed names them by asset id. */
export async function findAssetIsrcs(db: Db, scope: Scope, isrcs: readonly string[]): Promise<Map<string, string>> {
  if (isrcs.length === 0) return new Map();
  const rows = await selectScoped(db, 'youtube_assets', scope)
    .select(['asset_id', 'isrc'])
    .where('isrc', 'in', [...isrcs])
    .where('asset_id', 'is not', null)
    .execute();
  return new Map(rows.flatMap((row) => (row.asset_id && row.isrc ? [[row.asset_id, row.isrc] as const] : [])));
}

/**
 * What a company's Songstats answers are made of, in one read: the feeds, the published reports,
 * its catalogue's tracks and releases, their credits and artists, and the releases' status moves.
 */
export async function readSongstatsVersion(db: Db, scope: CompanyScope): Promise<string> {
  const [row] = await versionQuery(db, { companyId: scope.companyId });
  return Object.values(row ?? {}).join('/');
}

// On every Songstats request's path: compiled once.
const versionQuery = preparedQuery<Record<string, string | number | null>, 'companyId'>((db, slot) => {
  const scope = slotScope(slot('companyId'));
  return {
    compile: () =>
      sql<Record<string, string | number | null>>`
        select
          (select coalesce(max(id), 0) from analytics_runs) as analytics_run,
          ${publishedRunsVersion(ALL_COMPANIES)},
          ${trackNamesVersion(scope)},
          (select coalesce(max(id), 0) from release_events where ${inScope(scope)}) as events,
          (select coalesce(max(id), 0) from release_artists where ${inScope(scope)}) as credits,
          (select count(*) from artists where ${inScope(scope)}) as artists,
          (select coalesce(max(id), 0) from artists where ${inScope(scope)}) as artist_last
      `.compile(db),
  };
});
