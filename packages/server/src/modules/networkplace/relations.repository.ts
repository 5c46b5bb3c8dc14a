import { type Db, nowIso } from '../../db/database.ts';
import { inScope, type Scope } from '../../db/scope.ts';

// Likes and blocks between two profiles; the rules of who may are the service's.

/** The likes between a profile and each of `others`, both ways, in one query: which it liked, which liked it. */
export async function findLikesWith(
  db: Db,
  profileId: number,
  others: readonly number[],
): Promise<{ liked: Set<number>; likers: Set<number> }> {
  const liked = new Set<number>();
  const likers = new Set<number>();
  if (others.length === 0) return { liked, likers };
  const rows = await db
    .selectFrom('networkplace_likes')
    .select(['from_profile_id', 'to_profile_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('from_profile_id', '=', profileId), eb('to_profile_id', 'in', others)]),
        eb.and([eb('to_profile_id', '=', profileId), eb('from_profile_id', 'in', others)]),
      ]),
    )
    .execute();
  for (const row of rows) {
    if (row.from_profile_id === profileId) liked.add(row.to_profile_id);
    else likers.add(row.from_profile_id);
  }
  return { liked, likers };
}

/** How many profiles have liked this one. */
export async function countLikesReceived(db: Db, profileId: number): Promise<number> {
  const row = await db
    .selectFrom('networkplace_likes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('to_profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Records a like; liking twice keeps the first. */
export async function insertLike(db: Db, fromProfileId: number, toProfileId: number): Promise<void> {
  await db
    .insertInto('networkplace_likes')
    .values({ from_profile_id: fromProfileId, to_profile_id: toProfileId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['from_profile_id', 'to_profile_id']).doNothing())
    .execute();
}

/** Takes a like back, if there was one. */
export async function deleteLike(db: Db, fromProfileId: number, toProfileId: number): Promise<void> {
  await db
    .deleteFrom('networkplace_likes')
    .where('from_profile_id', '=', fromProfileId)
    .where('to_profile_id', '=', toProfileId)
    .execute();
}

/** Records a block; blocking twice keeps the first. */
export async function insertBlock(db: Db, blockerProfileId: number, blockedProfileId: number): Promise<void> {
  await db
    .insertInto('networkplace_blocks')
    .values({ blocker_profile_id: blockerProfileId, blocked_profile_id: blockedProfileId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['blocker_profile_id', 'blocked_profile_id']).doNothing())
    .execute();
}

/** Lifts the blocker's block, if there was one (the other side's own block stays). */
export async function deleteBlock(db: Db, blockerProfileId: number, blockedProfileId: number): Promise<void> {
  await db
    .deleteFrom('networkplace_blocks')
    .where('blocker_profile_id', '=', blockerProfileId)
    .where('blocked_profile_id', '=', blockedProfileId)
    .execute();
}

/** Whether either profile has blocked the other. */
export async function hasBlockBetween(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('networkplace_blocks')
    .select('blocker_profile_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_profile_id', '=', a), eb('blocked_profile_id', '=', b)]),
        eb.and([eb('blocker_profile_id', '=', b), eb('blocked_profile_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of `others` have a block with `profileId`, whichever side blocked. */
export async function findBlockedAmong(db: Db, profileId: number, others: readonly number[]): Promise<Set<number>> {
  if (others.length === 0) return new Set();
  const rows = await db
    .selectFrom('networkplace_blocks')
    .select(['blocker_profile_id', 'blocked_profile_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_profile_id', '=', profileId), eb('blocked_profile_id', 'in', others)]),
        eb.and([eb('blocked_profile_id', '=', profileId), eb('blocker_profile_id', 'in', others)]),
      ]),
    )
    .execute();
  return new Set(
    rows.map((row) => (row.blocker_profile_id === profileId ? row.blocked_profile_id : row.blocker_profile_id)),
  );
}

/** The profiles in the scope a profile has blocked, newest first, with their names. */
export function findBlockedBy(db: Db, scope: Scope, blockerProfileId: number) {
  return db
    .selectFrom('networkplace_blocks')
    .innerJoin('networkplace_profiles', 'networkplace_profiles.id', 'networkplace_blocks.blocked_profile_id')
    .select([
      'networkplace_profiles.id',
      'networkplace_profiles.display_name',
      'networkplace_blocks.created_at as blocked_at',
    ])
    .where(inScope(scope, 'networkplace_profiles.company_id'))
    .where('networkplace_blocks.blocker_profile_id', '=', blockerProfileId)
    .orderBy('networkplace_blocks.created_at', 'desc')
    .orderBy('networkplace_profiles.id', 'desc')
    .execute();
}
