import { type NetworkplaceStreamEvent, STREAM_EVENTS } from '@irama/contracts';
import { type Db, inTransaction } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { addStreamEvents } from '../streams/index.ts';
import { likeState } from './members.service.ts';
import { findProfileOfUser, findReachableProfile, type ProfileRow } from './networkplace.repository.ts';
import { deleteBlock, deleteLike, findBlockedBy, insertBlock, insertLike } from './relations.repository.ts';

/** The caller's own profile; meeting others needs one. */
async function ownProfileOf(db: Db, caller: Caller): Promise<ProfileRow> {
  const me = await findProfileOfUser(db, companyScope(caller.company.id), caller.user.id);
  if (!me) throw new AppError('networkplace.profile_required');
  return me;
}

/**
 * The caller's profile and another one they may reach. Their own id is refused by name (the SPA
 * hides the buttons), and any profile they cannot see answers like a missing one.
 */
export async function reachableOther(db: Db, caller: Caller, profileId: number) {
  const me = await ownProfileOf(db, caller);
  if (me.id === profileId) throw new AppError('networkplace.own_profile');
  const other = await findReachableProfile(db, ALL_COMPANIES, me.id, profileId);
  if (!other) throw notFound();
  return { me, other };
}

async function likeRelation(db: Db, meId: number, otherId: number) {
  const { likedByMe, likesMe } = await likeState(db, meId, otherId);
  return { liked_by_me: likedByMe, likes_me: likesMe };
}

/**
 * Likes another profile (a knock: chat opens from likes); liking again changes nothing. The one
 * liked hears of it on their stream: an introduction they sent may have just opened.
 */
export async function like(db: Db, caller: Caller, profileId: number) {
  const { me, other } = await reachableOther(db, caller, profileId);
  await inTransaction(db, async (trx) => {
    await insertLike(trx, me.id, other.id);
    const data: NetworkplaceStreamEvent = { liked_by_profile_id: me.id };
    await addStreamEvents(trx, [
      { companyId: other.company_id, userId: other.user_id, kind: STREAM_EVENTS.networkplace, data },
    ]);
  });
  return likeRelation(db, me.id, other.id);
}

/** Takes the caller's like back; without one, changes nothing. */
export async function dislike(db: Db, caller: Caller, profileId: number) {
  const { me, other } = await reachableOther(db, caller, profileId);
  await deleteLike(db, me.id, other.id);
  return likeRelation(db, me.id, other.id);
}

/** The profiles the caller has blocked, to undo one. */
export async function listBlocked(db: Db, caller: Caller) {
  const me = await ownProfileOf(db, caller);
  return findBlockedBy(db, ALL_COMPANIES, me.id);
}

/**
 * Blocks another profile: from now on neither finds nor opens the other, and both likes go (so no
 * conversation can open from them). Blocking one already blocked changes nothing.
 */
export async function block(db: Db, caller: Caller, profileId: number) {
  const me = await ownProfileOf(db, caller);
  const isBlockedAlready = (await findBlockedBy(db, ALL_COMPANIES, me.id)).some((blocked) => blocked.id === profileId);
  if (!isBlockedAlready) {
    const { other } = await reachableOther(db, caller, profileId);
    await inTransaction(db, async (trx) => {
      await insertBlock(trx, me.id, other.id);
      await deleteLike(trx, me.id, other.id);
      await deleteLike(trx, other.id, me.id);
    });
  }
  return findBlockedBy(db, ALL_COMPANIES, me.id);
}

/** Lifts the caller's block; a profile they had not blocked changes nothing and reveals nothing. */
export async function unblock(db: Db, caller: Caller, profileId: number) {
  const me = await ownProfileOf(db, caller);
  await deleteBlock(db, me.id, profileId);
  return findBlockedBy(db, ALL_COMPANIES, me.id);
}
