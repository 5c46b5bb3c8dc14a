import { type ExplorePage, type ExploreQuery, NETWORKPLACE_LIMITS } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { recentReads } from '../../db/recent-reads.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import {
  type ExploreFilters,
  findExplorePage,
  findFindableInOrder,
  findHiddenFrom,
  findMatchIds,
} from './explore.repository.ts';
import { findProfileOfUser, type ProfileRow } from './networkplace.repository.ts';
import { profileView } from './profile-view.ts';
import { findLikesWith } from './relations.repository.ts';
import { foldForSearch } from './search-text.ts';

const { exploreCountCap } = NETWORKPLACE_LIMITS;

/** What explore reads on every request and seldom changes (see `exploreReads`). */
export type ExploreReads = {
  /** The caller's profile id, or null before they set one up. */
  profileIdOf(caller: Caller): Promise<number | null>;
  /** The ids of the first cap + 1 findable profiles that pass the filters, in explore's order. */
  matchesOf(viewerProfileId: number | null, filters: ExploreFilters): Promise<number[]>;
  /** Who a viewer never finds: their own profile and those blocked either way. */
  hiddenFrom(viewerProfileId: number): Promise<Set<number>>;
  /** The profiles of a page's ids that are still findable, in that order. */
  profilesOf(ids: readonly number[]): Promise<ProfileRow[]>;
};

/**
 * Explore's reads of what seldom changes, shared by everyone who asks the same within a blink and
 * read again after any write of this process (`recentReads`): a crowd browsing the same filters
 * finds its matches once, not once each. Who asks matters to the matches only with `liked`. A block
 * made through another instance applies here within that blink, as a sign-out does; the profile
 * itself (`/profile/id/{id}`) is checked against blocks on every read.
 */
export function exploreReads(db: Db): ExploreReads {
  const profileIds = recentReads(db, async (key: string) => {
    const { companyId, userId } = JSON.parse(key) as { companyId: number; userId: number };
    return (await findProfileOfUser(db, companyScope(companyId), userId))?.id ?? null;
  });
  // Explore finds creators of every company.
  const matches = recentReads(db, (key: string) => {
    const { viewer, filters } = JSON.parse(key) as { viewer: number | null; filters: ExploreFilters };
    return findMatchIds(db, ALL_COMPANIES, viewer, filters, exploreCountCap + 1);
  });
  const profiles = recentReads(db, (ids: string) => findFindableInOrder(db, ALL_COMPANIES, ids.split(',').map(Number)));
  return {
    profileIdOf: (caller) => profileIds(JSON.stringify({ companyId: caller.company.id, userId: caller.user.id })),
    hiddenFrom: recentReads(db, (viewerProfileId: number) => findHiddenFrom(db, viewerProfileId)),
    // Keyed by the ids themselves: viewers whose exclusions leave a page alike share its read.
    profilesOf: (ids) => profiles(ids.join(',')),
    matchesOf: (viewerProfileId, filters) =>
      matches(JSON.stringify({ viewer: filters.liked ? viewerProfileId : null, filters })),
  };
}

/**
 * A page of the creators the caller may find, filtered, most streamed first, and how many match up
 * to `exploreCountCap`. The matches and the profiles are shared (`exploreReads`), the caller's own
 * exclusions (their profile, blocks either way) taken out of them; the like flags are the caller's.
 */
export async function explore(db: Db, reads: ExploreReads, caller: Caller, query: ExploreQuery): Promise<ExplorePage> {
  const viewerProfileId = await reads.profileIdOf(caller);
  const { page, limit, ...asked } = query;
  const filters = { ...asked, search: asked.search ? foldForSearch(asked.search) : undefined };
  const [matches, hidden] = await Promise.all([
    reads.matchesOf(viewerProfileId, filters),
    viewerProfileId === null ? new Set<number>() : reads.hiddenFrom(viewerProfileId),
  ]);
  const findable = matches.filter((id) => !hidden.has(id));
  const isCapped = matches.length > exploreCountCap;
  const end = page * limit;
  // Past the matches kept, a page is read from the database as a whole.
  const rows =
    isCapped && end > findable.length
      ? await findExplorePage(db, ALL_COMPANIES, viewerProfileId, { ...filters, page, limit })
      : await reads.profilesOf(findable.slice(end - limit, end));
  const { liked, likers } =
    viewerProfileId === null
      ? { liked: new Set<number>(), likers: new Set<number>() }
      : await findLikesWith(
          db,
          viewerProfileId,
          rows.map((row) => row.id),
        );
  const results = rows.map((row) =>
    profileView(row, { isMine: false, likedByMe: liked.has(row.id), likesMe: likers.has(row.id) }),
  );
  return {
    results,
    page,
    limit,
    total: isCapped ? exploreCountCap : findable.length,
    total_is_capped: isCapped,
  };
}
