import type { ExploreQuery } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { containsText } from '../../db/like.ts';
import { readPage } from '../../db/paging.ts';
import { type ProfileQuery, profileColumns, reachableBy } from './networkplace.repository.ts';

/** Who explores: their profile, or null when they have none yet (then there is nothing of theirs to leave out). */
type Viewer = { profileId: number | null };

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
 * A page of the profiles the viewer may find (never their own), most streamed first (newest first
 * among equals), and how many match in all. `search` arrives folded like `search_text` (`search-text.ts`).
 */
export function findExplorePage(db: Db, viewer: Viewer, query: ExploreQuery) {
  let base = db.selectFrom('networkplace_profiles').where((eb) => reachableBy(eb, viewer.profileId));
  // By id, not user: the ranked index holds the id, so counting reads no profile row.
  if (viewer.profileId !== null) base = base.where('networkplace_profiles.id', '!=', viewer.profileId);
  if (query.type) base = base.where('networkplace_profiles.profession', '=', query.type);
  if (query.industry) base = base.where('networkplace_profiles.industry', '=', query.industry);
  if (query.search) base = base.where(containsText('networkplace_profiles.search_text', query.search));
  if (query.min_monthly_streams !== undefined)
    base = base.where('networkplace_profiles.stat_monthly_streams', '>=', query.min_monthly_streams);
  if (query.min_subscribers !== undefined)
    base = base.where('networkplace_profiles.stat_subscribers', '>=', query.min_subscribers);
  if (query.min_total_assets !== undefined)
    base = base.where('networkplace_profiles.stat_total_assets', '>=', query.min_total_assets);
  const { liked } = query;
  if (liked) base = base.where((eb) => likedCondition(eb, viewer.profileId, liked));
  const rows = base
    .select(profileColumns)
    // Both descending, so the ranked index (visibility, staff flag, streams, id) walked backwards gives the order.
    .orderBy('networkplace_profiles.stat_monthly_streams', 'desc')
    .orderBy('networkplace_profiles.id', 'desc');
  return readPage(base, rows, query);
}
