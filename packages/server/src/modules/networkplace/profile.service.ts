import type { MyNetworkplaceProfile, NetworkplaceProfile, UpdateNetworkplaceProfileRequest } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { likeState } from './members.service.ts';
import { findProfileOfUser, findReachableProfile, upsertProfile } from './networkplace.repository.ts';
import { profileView } from './profile-view.ts';
import { countLikesReceived } from './relations.repository.ts';
import { searchTextOf } from './search-text.ts';
import { computeStats, refreshNetworkplaceStats } from './stats.service.ts';

/** One's own profile: nobody likes themselves. */
const OWN = { isMine: true, likedByMe: false, likesMe: false };

/** What the form starts from before the first save: the account's own name and company, and its real figures. */
async function suggestedProfile(db: Db, caller: Caller): Promise<MyNetworkplaceProfile> {
  const fullName = `${caller.user.firstname} ${caller.user.lastname}`.trim();
  return {
    id: 0,
    display_name: fullName || caller.company.company,
    profession: 'artist',
    skills: [],
    industry: 'music',
    bio: '',
    artist_label: caller.company.company,
    photo_url: caller.user.profile_image_url,
    stats: await computeStats(db, caller.company.id),
    is_mine: true,
    liked_by_me: false,
    likes_me: false,
    visibility: 'public',
    is_set_up: false,
    is_hidden_by_staff: false,
    likes_received: 0,
  };
}

/** The caller's own profile, or suggestions from their account before they set one up. */
export async function getMyProfile(db: Db, caller: Caller): Promise<MyNetworkplaceProfile> {
  const row = await findProfileOfUser(db, companyScope(caller.company.id), caller.user.id);
  if (!row) return suggestedProfile(db, caller);
  return {
    ...profileView(row, OWN),
    visibility: row.visibility as MyNetworkplaceProfile['visibility'],
    is_set_up: true,
    is_hidden_by_staff: Boolean(row.is_hidden_by_staff),
    likes_received: await countLikesReceived(db, row.id),
  };
}

/** Creates or updates a user's profile and refreshes their company's figures (the caller's, or the demo seed's). */
export async function saveProfile(
  db: Db,
  companyId: number,
  userId: number,
  input: UpdateNetworkplaceProfileRequest,
): Promise<void> {
  await upsertProfile(db, companyScope(companyId), userId, {
    ...input,
    skills: JSON.stringify(input.skills),
    search_text: searchTextOf(input),
  });
  await refreshNetworkplaceStats(db, companyId);
}

/** Creates or updates the caller's profile; what they read back. */
export async function saveMyProfile(
  db: Db,
  caller: Caller,
  input: UpdateNetworkplaceProfileRequest,
): Promise<MyNetworkplaceProfile> {
  await saveProfile(db, caller.company.id, caller.user.id, input);
  return getMyProfile(db, caller);
}

/**
 * A profile by id: the caller's own, or another they can reach (one they cannot answers like a
 * missing one). Browsing needs no profile of one's own; whoever has none has blocked nobody.
 */
export async function getProfile(db: Db, caller: Caller, profileId: number): Promise<NetworkplaceProfile> {
  const me = await findProfileOfUser(db, companyScope(caller.company.id), caller.user.id);
  if (me?.id === profileId) return profileView(me, OWN);
  const other = await findReachableProfile(db, ALL_COMPANIES, me?.id ?? null, profileId);
  if (!other) throw notFound();
  const relation = me ? await likeState(db, me.id, other.id) : { likedByMe: false, likesMe: false };
  return profileView(other, { isMine: false, ...relation });
}
