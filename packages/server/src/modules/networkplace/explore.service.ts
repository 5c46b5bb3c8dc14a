import type { ExploreQuery, NetworkplaceProfile, Page } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import type { Caller } from '../../lib/caller.ts';
import { findExplorePage } from './explore.repository.ts';
import { findProfileOfUser } from './networkplace.repository.ts';
import { profileView } from './profile-view.ts';
import { findLikedBy, findLikersAmong } from './relations.repository.ts';
import { foldForSearch } from './search-text.ts';

/** The like flags of a page of profiles, read in two queries whatever the page's size. */
async function likeFlags(db: Db, viewerProfileId: number | null, ids: readonly number[]) {
  if (viewerProfileId === null) return { mine: new Set<number>(), theirs: new Set<number>() };
  const [mine, theirs] = await Promise.all([
    findLikedBy(db, viewerProfileId, ids),
    findLikersAmong(db, viewerProfileId, ids),
  ]);
  return { mine, theirs };
}

/** A page of the creators the caller may find, filtered, most streamed first. */
export async function explore(db: Db, caller: Caller, query: ExploreQuery): Promise<Page<NetworkplaceProfile>> {
  const me = await findProfileOfUser(db, caller.user.id);
  const viewer = { profileId: me?.id ?? null };
  const search = query.search ? foldForSearch(query.search) : undefined;
  const { rows, total } = await findExplorePage(db, viewer, { ...query, search });
  const { mine, theirs } = await likeFlags(
    db,
    viewer.profileId,
    rows.map((row) => row.id),
  );
  const results = rows.map((row) =>
    profileView(row, { isMine: false, likedByMe: mine.has(row.id), likesMe: theirs.has(row.id) }),
  );
  return { results, page: query.page, limit: query.limit, total };
}
