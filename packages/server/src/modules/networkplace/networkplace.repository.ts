import type { ExpressionBuilder } from 'kysely';
import { type Db, nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { insertScoped, selectScoped, updateScoped } from '../../db/scoped-queries.ts';
import type { NetworkplaceProfilesTable } from './networkplace.tables.ts';

// Networkplace is where creators of different companies meet, so another company's profile is
// read with every company's scope on purpose; what a caller may see of it is decided by
// `reachableBy` below. A caller's own profile is read and written with its company's scope.

/** Conditions and subqueries on the profiles table. */
export type ProfileQuery = ExpressionBuilder<Database, 'networkplace_profiles'>;

/** The columns of a profile as the module reads it. */
const PROFILE_COLUMNS = [
  'networkplace_profiles.id',
  'networkplace_profiles.company_id',
  'networkplace_profiles.user_id',
  'networkplace_profiles.display_name',
  'networkplace_profiles.profession',
  'networkplace_profiles.skills',
  'networkplace_profiles.industry',
  'networkplace_profiles.visibility',
  'networkplace_profiles.bio',
  'networkplace_profiles.artist_label',
  'networkplace_profiles.is_hidden_by_staff',
  'networkplace_profiles.stat_subscribers',
  'networkplace_profiles.stat_total_assets',
  'networkplace_profiles.stat_monthly_streams',
  'networkplace_profiles.stat_top_videos',
  'networkplace_profiles.stats_as_of',
  'networkplace_profiles.stats_verified',
] as const;

/**
 * The profile's columns and its user's photo. The photo is a subquery, not a join, so a count over
 * thousands of profiles reads no user and only the rows of a page look theirs up.
 */
export function profileColumns(eb: ProfileQuery, scope: Scope) {
  return [
    ...PROFILE_COLUMNS,
    eb
      .selectFrom('users')
      .select('users.profile_image_url')
      .whereRef('users.id', '=', 'networkplace_profiles.user_id')
      .where(inScope(scope, 'users.company_id'))
      .as('photo_url'),
  ];
}

function profiles(db: Db, scope: Scope) {
  return db
    .selectFrom('networkplace_profiles')
    .select((eb) => profileColumns(eb, scope))
    .where(inScope(scope, 'networkplace_profiles.company_id'));
}

export type ProfileRow = Awaited<ReturnType<ReturnType<typeof profiles>['executeTakeFirstOrThrow']>>;

/**
 * The profiles the viewer blocked or was blocked by, as one uncorrelated subquery: both engines read
 * it once per query, not once per profile, which keeps explore fast over thousands of profiles.
 */
export function blockedEitherWayBy(eb: ProfileQuery, viewerProfileId: number) {
  return eb
    .selectFrom('networkplace_blocks')
    .select('blocked_profile_id as profile_id')
    .where('blocker_profile_id', '=', viewerProfileId)
    .union(
      eb
        .selectFrom('networkplace_blocks')
        .select('blocker_profile_id as profile_id')
        .where('blocked_profile_id', '=', viewerProfileId),
    );
}

/** What every creator may find: public and not hidden by staff. */
export function shownToEveryone(eb: ProfileQuery) {
  return eb.and([
    eb('networkplace_profiles.visibility', '=', 'public'),
    eb('networkplace_profiles.is_hidden_by_staff', '=', false),
  ]);
}

/** `shownToEveryone` of a profile already read. */
export function isShownToEveryone(row: Pick<ProfileRow, 'visibility' | 'is_hidden_by_staff'>): boolean {
  return row.visibility === 'public' && !row.is_hidden_by_staff;
}

/** No block between the profile and the viewer, whoever blocked whom. */
export function notBlockedWith(eb: ProfileQuery, viewerProfileId: number) {
  return eb('networkplace_profiles.id', 'not in', blockedEitherWayBy(eb, viewerProfileId));
}

/** What another creator may find: shown to everyone, and no block between them and the viewer. */
export function reachableBy(eb: ProfileQuery, viewerProfileId: number | null) {
  if (viewerProfileId === null) return shownToEveryone(eb);
  return eb.and([shownToEveryone(eb), notBlockedWith(eb, viewerProfileId)]);
}

/** The profile of a user, whatever its visibility. */
export function findProfileOfUser(db: Db, scope: Scope, userId: number): Promise<ProfileRow | undefined> {
  return profiles(db, scope).where('networkplace_profiles.user_id', '=', userId).executeTakeFirst();
}

/** Profiles by id, whatever their visibility (lists of conversations, reports). */
export function findProfilesByIds(db: Db, scope: Scope, ids: readonly number[]): Promise<ProfileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return profiles(db, scope).where('networkplace_profiles.id', 'in', ids).execute();
}

/** A profile by id, whatever its visibility, and whether a block stands between it and the viewer, in one query. */
export async function findProfileWithBlock(
  db: Db,
  scope: Scope,
  viewerProfileId: number,
  id: number,
): Promise<(ProfileRow & { isBlocked: boolean }) | undefined> {
  const row = await profiles(db, scope)
    .select((eb) => eb('networkplace_profiles.id', 'in', blockedEitherWayBy(eb, viewerProfileId)).as('is_blocked'))
    .where('networkplace_profiles.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { is_blocked, ...profile } = row;
  return { ...profile, isBlocked: Boolean(is_blocked) };
}

/** Any profile by id, whatever its visibility (staff). */
export function findProfile(db: Db, scope: Scope, id: number): Promise<ProfileRow | undefined> {
  return profiles(db, scope).where('networkplace_profiles.id', '=', id).executeTakeFirst();
}

/** A profile the viewer may reach; a viewer without a profile of their own (null) has blocked nobody. */
export function findReachableProfile(
  db: Db,
  scope: Scope,
  viewerProfileId: number | null,
  id: number,
): Promise<ProfileRow | undefined> {
  return profiles(db, scope)
    .where('networkplace_profiles.id', '=', id)
    .where((eb) => reachableBy(eb, viewerProfileId))
    .executeTakeFirst();
}

/** The values of a profile its owner types, as stored. */
export type ProfileValues = Pick<
  NetworkplaceProfilesTable,
  'display_name' | 'profession' | 'skills' | 'industry' | 'visibility' | 'bio' | 'artist_label' | 'search_text'
>;

/** Creates or updates the profile of a user of the scope's company. */
export async function upsertProfile(db: Db, scope: CompanyScope, userId: number, values: ProfileValues): Promise<void> {
  const now = nowIso();
  await insertScoped(db, 'networkplace_profiles', scope, {
    ...values,
    user_id: userId,
    created_at: now,
    updated_at: now,
  })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/** A company's verified figures, as kept on each of its users' profiles. */
export type StoredStats = {
  stat_subscribers: number;
  stat_total_assets: number;
  stat_monthly_streams: number;
  stat_top_videos: string;
  stats_as_of: string | null;
  stats_verified: boolean;
};

/** Writes a company's figures onto all its profiles. */
export async function updateCompanyStats(db: Db, scope: CompanyScope, stats: StoredStats): Promise<void> {
  await updateScoped(db, 'networkplace_profiles', scope).set(stats).execute();
}

/** Hides a profile from everyone, or restores it (staff). */
export async function setHiddenByStaff(db: Db, scope: Scope, id: number, isHidden: boolean): Promise<void> {
  await updateScoped(db, 'networkplace_profiles', scope)
    .set({ is_hidden_by_staff: isHidden, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** The companies that have a profile: whose figures a refresh of everyone recomputes. */
export async function findCompaniesWithProfiles(db: Db, scope: Scope): Promise<number[]> {
  const rows = await selectScoped(db, 'networkplace_profiles', scope).select('company_id').distinct().execute();
  return rows.map((row) => row.company_id);
}

/** Up to `limit` public profiles, oldest first, of users other than `excludedUserIds`. */
export async function findPublicProfileIds(db: Db, scope: Scope, excludedUserIds: readonly number[], limit: number) {
  let query = selectScoped(db, 'networkplace_profiles', scope)
    .select('id')
    .where('visibility', '=', 'public')
    .where('is_hidden_by_staff', '=', false);
  if (excludedUserIds.length > 0) query = query.where('user_id', 'not in', excludedUserIds);
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map((row) => row.id);
}
