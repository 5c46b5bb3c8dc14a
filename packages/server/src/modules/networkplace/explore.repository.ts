import type { ExploreQuery } from '@irama/contracts';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import { containsLowerText } from '../../db/like.ts';
import type { Database } from '../../db/schema.ts';
import { inScope, type Scope } from '../../db/scope.ts';
import {
  isShownToEveryone,
  notBlockedWith,
  type ProfileQuery,
  profileColumns,
  shownToEveryone,
} from './networkplace.repository.ts';

/** Explore's filters, `search` folded like `search_text` (`search-text.ts`). */
export type ExploreFilters = Omit<ExploreQuery, 'page' | 'limit'>;

/** The profiles the viewer liked (`mine`) or that liked the viewer (`me`); none for a viewer without a profile. */
function likedCondition(eb: ProfileQuery, viewerProfileId: number | null, liked: 'mine' | 'me') {
  if (viewerProfileId === null) return eb.val(false);
  const likes = eb.selectFrom('networkplace_likes');
  const related =
    liked === 'mine'
      ? likes.select('to_profile_id as profile_id').where('from_profile_id', '=', viewerProfileId)
      : likes.select('from_profile_id as profile_id').where('to_profile_id', '=', viewerProfileId);
  return eb('networkplace_profiles.id', 'in', related);
}

/**
 * Profiles whose folded text holds `search` (folded too). SQLite answers it from its FTS5 trigram
 * table (migration 0026) as a phrase, which matches as a substring; a trigram index cannot find a
 * string shorter than three characters, and such a search matches so widely that walking explore's
 * order finds a page quickly. PostgreSQL reads the column (see the migration for why).
 */
function holdsText(db: Db, search: string) {
  if (isPostgres(db) || [...search].length < 3) return containsLowerText('networkplace_profiles.search_text', search);
  const phrase = `"${search.replaceAll('"', '""')}"`;
  return sql<SqlBool>`${sql.ref('networkplace_profiles.id')} in (select rowid from networkplace_search where networkplace_search match ${phrase})`;
}

/** The findable profiles that pass the filters, whoever looks: no block or own profile left out yet. */
function matching(db: Db, scope: Scope, viewerProfileId: number | null, filters: ExploreFilters) {
  let query = db
    .selectFrom('networkplace_profiles')
    .where(shownToEveryone)
    .where(inScope(scope, 'networkplace_profiles.company_id'));
  if (filters.type) query = query.where('networkplace_profiles.profession', '=', filters.type);
  if (filters.industry) query = query.where('networkplace_profiles.industry', '=', filters.industry);
  if (filters.search) query = query.where(holdsText(db, filters.search));
  if (filters.min_monthly_streams !== undefined)
    query = query.where('networkplace_profiles.stat_monthly_streams', '>=', filters.min_monthly_streams);
  if (filters.min_subscribers !== undefined)
    query = query.where('networkplace_profiles.stat_subscribers', '>=', filters.min_subscribers);
  if (filters.min_total_assets !== undefined)
    query = query.where('networkplace_profiles.stat_total_assets', '>=', filters.min_total_assets);
  const { liked } = filters;
  if (liked) query = query.where((eb) => likedCondition(eb, viewerProfileId, liked));
  return query;
}

/** Most streamed first, newest first among equals: both descending, so a ranked index (… streams, id) walked backwards gives it. */
function inExploreOrder<O>(query: SelectQueryBuilder<Database, 'networkplace_profiles', O>) {
  return query
    .orderBy('networkplace_profiles.stat_monthly_streams', 'desc')
    .orderBy('networkplace_profiles.id', 'desc');
}

/**
 * The ids of the first `limit` findable profiles that pass the filters, in explore's order, read
 * from the ranked indexes alone where the filters allow. `viewerProfileId` matters only to `liked`.
 */
export async function findMatchIds(
  db: Db,
  scope: Scope,
  viewerProfileId: number | null,
  filters: ExploreFilters,
  limit: number,
): Promise<number[]> {
  const rows = await matching(db, scope, viewerProfileId, filters)
    .select('networkplace_profiles.id')
    .$call(inExploreOrder)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Who the viewer never finds: their own profile and every profile blocked either way. */
export async function findHiddenFrom(db: Db, viewerProfileId: number): Promise<Set<number>> {
  const blocks = await db
    .selectFrom('networkplace_blocks')
    .select(['blocker_profile_id', 'blocked_profile_id'])
    .where((eb) =>
      eb.or([eb('blocker_profile_id', '=', viewerProfileId), eb('blocked_profile_id', '=', viewerProfileId)]),
    )
    .execute();
  const others = blocks.map((block) =>
    block.blocker_profile_id === viewerProfileId ? block.blocked_profile_id : block.blocker_profile_id,
  );
  return new Set([viewerProfileId, ...others]);
}

/**
 * The profiles of `ids` that are still findable, whole, in the order of `ids`. Read by id and checked
 * here: asked for both, SQLite's planner walks every shown profile rather than look up 20 ids.
 */
export async function findFindableInOrder(db: Db, scope: Scope, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('networkplace_profiles')
    .select((eb) => profileColumns(eb, scope))
    .where(inScope(scope, 'networkplace_profiles.company_id'))
    .where('networkplace_profiles.id', 'in', ids)
    .execute();
  const byId = new Map(rows.filter(isShownToEveryone).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page of the profiles the viewer may find (never their own), in explore's order, read from the
 * database as a whole: for pages past the matches explore keeps (`exploreReads`).
 */
export function findExplorePage(db: Db, scope: Scope, viewerProfileId: number | null, query: ExploreQuery) {
  let ids = matching(db, scope, viewerProfileId, query);
  // By id, not user: the ranked indexes hold the id, so leaving one's own out reads no profile row.
  if (viewerProfileId !== null) {
    ids = ids
      .where('networkplace_profiles.id', '!=', viewerProfileId)
      .where((eb) => notBlockedWith(eb, viewerProfileId));
  }
  const page = ids
    .select('networkplace_profiles.id')
    .$call(inExploreOrder)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return db
    .selectFrom('networkplace_profiles')
    .select((eb) => profileColumns(eb, scope))
    .where('networkplace_profiles.id', 'in', page)
    .$call(inExploreOrder)
    .execute();
}
