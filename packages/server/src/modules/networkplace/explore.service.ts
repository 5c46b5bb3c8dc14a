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
  /** Which of a page's ids the viewer liked, and which liked the viewer. */
  likesOf(viewerProfileId: number, ids: readonly number[]): Promise<{ liked: Set<number>; likers: Set<number> }>;
};

/**
 * Explore's reads of what seldom changes, shared by everyone who asks the same within a blink and
 * read again after this process writes to a table they read (`recentReads`): a crowd browsing the
 * same filters finds its matches once, not once each, and chat's writes beside it change none of
 * them. Who asks matters to the matches only with `liked`. A block or like made through another
 * instance applies here within that blink, as a sign-out does; the profile itself
 * (`/profile/id/{id}`) is checked against blocks on every read.
 */
export function exploreReads(db: Db): ExploreReads {
  const profileIds = recentReads(
    db,
    async (key: string) => {
      const { companyId, userId } = JSON.parse(key) as { companyId: number; userId: number };
      return (await findProfileOfUser(db, companyScope(companyId), userId))?.id ?? null;
    },
    { readsFrom: ['networkplace_profiles'] },
  );
  // Explore finds creators of every company.
  const matches = recentReads(
    db,
    (key: string) => {
      const { viewer, filters } = JSON.parse(key) as { viewer: number | null; filters: ExploreFilters };
      return findMatchIds(db, ALL_COMPANIES, viewer, filters, exploreCountCap + 1);
    },
    { readsFrom: ['networkplace_profiles', 'networkplace_likes'] },
  );
  const profiles = recentReads(
    db,
    (ids: string) => findFindableInOrder(db, ALL_COMPANIES, ids.split(',').map(Number)),
    { readsFrom: ['networkplace_profiles', 'users'] },
  );
  const likes = recentReads(
    db,
    (key: string) => {
      const [viewer = 0, ...ids] = key.split(',').map(Number);
      return findLikesWith(db, viewer, ids);
    },
    { readsFrom: ['networkplace_likes'] },
  );
  return {
    profileIdOf: (caller) => profileIds(JSON.stringify({ companyId: caller.company.id, userId: caller.user.id })),
    hiddenFrom: recentReads(db, (viewerProfileId: number) => findHiddenFrom(db, viewerProfileId), {
      readsFrom: ['networkplace_blocks'],
    }),
    // Keyed by the ids themselves: viewers whose exclusions leave a page alike share its read.
    profilesOf: (ids) => profiles(ids.join(',')),
    likesOf: (viewerProfileId, ids) => likes([viewerProfileId, ...ids].join(',')),
    matchesOf: (viewerProfileId, filters) =>
      matches(JSON.stringify({ viewer: filters.liked ? viewerProfileId : null, filters })),
  };
}

/**
 * A page of the creators the caller may find, filtered, most streamed first, and how many match up
 * to `exploreCountCap`. The matches and the profiles are shared (`exploreReads`), the caller's own
 * exclusions (their profile, blocks either way) taken out of them; the like flags are the caller's,
 * kept for a blink like the rest.
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
      : await reads.likesOf(
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
