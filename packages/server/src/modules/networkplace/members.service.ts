import type { Db } from '../../db/database.ts';
import { recentReads } from '../../db/recent-reads.ts';
import { ALL_COMPANIES, companyScope, type Scope } from '../../db/scope.ts';
import {
  findProfileOfUser,
  findProfilesByIds,
  findProfileWithBlock,
  findPublicProfileIds,
  findReachableProfile,
  type ProfileRow,
} from './networkplace.repository.ts';
import { findBlockedAmong, findLikesWith, hasBlockBetween, insertLike } from './relations.repository.ts';

// What chat (and any other module) knows of a Networkplace profile: who it is, never its figures.

/** A Networkplace profile as other modules see it. */
export type NetworkplaceMember = {
  profileId: number;
  userId: number;
  companyId: number;
  displayName: string;
  profession: string;
  photoUrl: string | null;
};

function memberOf(row: ProfileRow): NetworkplaceMember {
  return {
    profileId: row.id,
    userId: row.user_id,
    companyId: row.company_id,
    displayName: row.display_name,
    profession: row.profession,
    photoUrl: row.photo_url,
  };
}

/** The profile of a user in the scope (the caller's own: their company's), or null before they set one up. */
export async function memberOfUser(db: Db, scope: Scope, userId: number): Promise<NetworkplaceMember | null> {
  const row = await findProfileOfUser(db, scope, userId);
  return row ? memberOf(row) : null;
}

/**
 * `memberOfUser` for a user of a company, shared by the requests that ask within a blink and read
 * again after any write to profiles or users (`recentReads`): a creator sending message after
 * message is looked up once, not once a message.
 */
export function sharedMemberOfUser(db: Db): (companyId: number, userId: number) => Promise<NetworkplaceMember | null> {
  const read = recentReads(
    db,
    (key: string) => {
      const [companyId, userId] = key.split(':').map(Number) as [number, number];
      return memberOfUser(db, companyScope(companyId), userId);
    },
    { readsFrom: ['networkplace_profiles', 'users'] },
  );
  return (companyId, userId) => read(`${companyId}:${userId}`);
}

/** Another profile the viewer may reach; null when missing, hidden, hidden by staff or blocked either way. */
export async function reachableMember(
  db: Db,
  viewerProfileId: number,
  profileId: number,
): Promise<NetworkplaceMember | null> {
  const row = await findReachableProfile(db, ALL_COMPANIES, viewerProfileId, profileId);
  return row ? memberOf(row) : null;
}

/** Profiles by id for lists, hidden ones included (a conversation outlives a profile's visibility). */
export async function membersByIds(db: Db, profileIds: readonly number[]): Promise<Map<number, NetworkplaceMember>> {
  const rows = await findProfilesByIds(db, ALL_COMPANIES, [...new Set(profileIds)]);
  return new Map(rows.map((row) => [row.id, memberOf(row)]));
}

/**
 * The other side of a conversation, whatever its visibility, and whether a block stands between it
 * and the viewer, in one query: what a message sent needs of networkplace. Null when missing.
 */
export async function counterpartOf(
  db: Db,
  viewerProfileId: number,
  profileId: number,
): Promise<{ member: NetworkplaceMember; isBlocked: boolean } | null> {
  const row = await findProfileWithBlock(db, ALL_COMPANIES, viewerProfileId, profileId);
  return row ? { member: memberOf(row), isBlocked: row.isBlocked } : null;
}

/** Whether the viewer liked the other profile, and whether it liked the viewer. */
export async function likeState(
  db: Db,
  viewerProfileId: number,
  otherProfileId: number,
): Promise<{ likedByMe: boolean; likesMe: boolean }> {
  const { liked, likers } = await findLikesWith(db, viewerProfileId, [otherProfileId]);
  return { likedByMe: liked.size > 0, likesMe: likers.size > 0 };
}

/** How the viewer relates to each of `others`, in two queries whatever their number: for lists. */
export type Relation = { likedByMe: boolean; likesMe: boolean; isBlocked: boolean };
export async function relationsWith(
  db: Db,
  viewerProfileId: number,
  others: readonly number[],
): Promise<Map<number, Relation>> {
  const ids = [...new Set(others)];
  const [{ liked, likers }, blocked] = await Promise.all([
    findLikesWith(db, viewerProfileId, ids),
    findBlockedAmong(db, viewerProfileId, ids),
  ]);
  return new Map(
    ids.map((id) => [id, { likedByMe: liked.has(id), likesMe: likers.has(id), isBlocked: blocked.has(id) }]),
  );
}

/** Whether either of two profiles has blocked the other. */
export function isBlockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  return hasBlockBetween(db, a, b);
}

/** Up to `limit` public profiles of users other than `excludedUserIds`, oldest first: the demo's partners. */
export function publicProfileIds(db: Db, excludedUserIds: readonly number[], limit: number): Promise<number[]> {
  return findPublicProfileIds(db, ALL_COMPANIES, excludedUserIds, limit);
}

/**
 * Records that `from` likes `to` (once, however often it is said), without the checks a caller's like
 * goes through: for the demo's history, written as it happened.
 */
export function recordLike(db: Db, fromProfileId: number, toProfileId: number): Promise<void> {
  return insertLike(db, fromProfileId, toProfileId);
}
