import type { UpdateNetworkplaceProfileRequest } from '@irama/contracts';
import type { Db } from '../db/database.ts';
import { ALL_COMPANIES } from '../db/scope.ts';
import { replayAt } from '../lib/clock.ts';
import { memberOfUser, recordLike, saveProfile } from '../modules/networkplace/index.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_CREATORS, type DemoCreator, OWNER_PROFILES } from './networkplace.seed-data.ts';
import type { SeedContext } from './seed-context.ts';

const CREATED_AT = '2025-01-06T03:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long before the seed the creators set up their profiles: before any like. */
const PROFILES_DAYS_AGO = 90;
/** The owner who relates to every creator with a `likes` relation; the others to every second one. */
const MAIN_OWNER = 'owner@musik.demo';

/** A creator's own small company (independent, Networkplace only) and login. */
async function createCreatorAccount(db: Db, creator: DemoCreator, passwordHash: string) {
  const company = await db
    .insertInto('companies')
    .values({
      name: creator.label === 'Independen' ? `${creator.displayName} (Independen)` : creator.label,
      group_name: 'independent',
      services: JSON.stringify(['music']),
      features: JSON.stringify(['networkplace']),
      country: 'Indonesia',
      province: creator.province,
      city: creator.city,
      parent_id: null,
      is_sub_aggregator: false,
      is_distributor: false,
      created_at: CREATED_AT,
      updated_at: CREATED_AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      company_id: company.id,
      role: 'owner',
      firstname: creator.firstname,
      lastname: creator.lastname,
      email: creator.email,
      password_hash: passwordHash,
      language: 'id',
      switches: '{}',
      is_disabled: false,
      created_at: CREATED_AT,
      updated_at: CREATED_AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { companyId: company.id, userId: user.id };
}

function profileInput(profile: {
  displayName: string;
  profession: UpdateNetworkplaceProfileRequest['profession'];
  industry: UpdateNetworkplaceProfileRequest['industry'];
  skills: string[];
  label: string;
  bio: string;
  isHidden?: boolean;
}): UpdateNetworkplaceProfileRequest {
  return {
    display_name: profile.displayName,
    profession: profile.profession,
    industry: profile.industry,
    skills: profile.skills,
    artist_label: profile.label,
    bio: profile.bio,
    visibility: profile.isHidden ? 'hidden' : 'public',
  };
}

async function companyOfUser(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('company_id').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.company_id;
}

/** The demo owners' profiles, by email; an owner the core seed did not make is skipped. */
async function seedOwnerProfiles(db: Db, seed: SeedContext): Promise<Map<string, number>> {
  const profileIds = new Map<string, number>();
  for (const [email, profile] of Object.entries(OWNER_PROFILES)) {
    const userId = seed.users.get(email);
    if (userId === undefined) continue;
    await saveProfile(db, await companyOfUser(db, userId), userId, profileInput(profile));
    profileIds.set(email, await profileIdOf(db, userId));
  }
  return profileIds;
}

/** The profile a user just saved. */
async function profileIdOf(db: Db, userId: number): Promise<number> {
  const member = await memberOfUser(db, ALL_COMPANIES, userId);
  if (!member) throw new Error(`seed: user ${userId} has no Networkplace profile`);
  return member.profileId;
}

/** Likes between a creator and the owners it relates to, on days before `now`. */
async function seedLikes(db: Db, creator: DemoCreator, creatorProfileId: number, ownerProfileIds: number[], now: Date) {
  const { likes } = creator;
  if (!likes) return;
  for (const [index, ownerProfileId] of ownerProfileIds.entries()) {
    const at = new Date(now.getTime() - (20 + index * 3 + (creatorProfileId % 7)) * DAY_MS);
    await replayAt(at, async () => {
      if (likes !== 'likedByOwners') await recordLike(db, creatorProfileId, ownerProfileId);
      if (likes !== 'likesOwners') await recordLike(db, ownerProfileId, creatorProfileId);
    });
  }
}

/**
 * Networkplace profiles: the demo owners with the permission, and dozens of independent creators across
 * every type and industry, each with their own company and login (the demo password). Some creators
 * liked the owners, some were liked, some both. Figures come from reports only, so the creators'
 * stay unverified zeros and the owners' are refreshed once the demo reports are published
 * (`refreshEveryNetworkplaceStats`).
 */
export async function seedNetworkplace(db: Db, seed: SeedContext, now = new Date()): Promise<void> {
  const passwordHash = await seed.hasher.hash(DEMO_PASSWORD);
  const setUpAt = new Date(now.getTime() - PROFILES_DAYS_AGO * DAY_MS);
  const owners = await replayAt(setUpAt, () => seedOwnerProfiles(db, seed));
  const mainOwner = owners.get(MAIN_OWNER);
  const otherOwners = [...owners].filter(([email]) => email !== MAIN_OWNER).map(([, id]) => id);
  for (const [index, creator] of DEMO_CREATORS.entries()) {
    const account = await createCreatorAccount(db, creator, passwordHash);
    seed.users.set(creator.email, account.userId);
    await replayAt(setUpAt, () => saveProfile(db, account.companyId, account.userId, profileInput(creator)));
    const profileId = await profileIdOf(db, account.userId);
    // Every creator with a relation has it with the main owner; every second one with the other owners too.
    const related = [...(mainOwner === undefined ? [] : [mainOwner]), ...(index % 2 === 0 ? otherOwners : [])];
    await seedLikes(db, creator, profileId, related, now);
  }
}
