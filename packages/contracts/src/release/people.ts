import { z } from 'zod';
import { requiredText, userText } from '../shared/text.ts';
import { RELEASE_TEXT_MAX } from './constants.ts';

/** A required, clean release text (see `userText`); `requiredKey` when it is missing or blank. */
export function releaseText(requiredKey: string, max = RELEASE_TEXT_MAX) {
  return requiredText(max, { requiredKey, tooLongKey: 'release.text.too_long' });
}

/** An optional, clean release text that may be blank (drafts). */
export function draftText(max = RELEASE_TEXT_MAX) {
  return userText({ max, tooLongKey: 'release.text.too_long' }).nullish();
}

export const ARTIST_ROLES = ['main', 'featured'] as const;
export type ArtistRole = (typeof ARTIST_ROLES)[number];
export const ArtistRoleSchema = z.enum(ARTIST_ROLES, 'release.artist.role.required').describe('main or featured');

const artistRefShape = {
  artist_id: draftText(64).describe('Id in the artist database, when found by search'),
  spotify_id: draftText(64).describe('Spotify artist id, when found on Spotify'),
  name: draftText().describe('Artist name as credited'),
  role: ArtistRoleSchema,
};

/** An artist on a release or track: picked from the database or Spotify, or typed by hand. */
export const ArtistRefSchema = z
  .object(artistRefShape)
  .refine((artist) => Boolean(artist.artist_id || artist.name), {
    message: 'release.artist.name.required',
    path: ['name'],
  })
  .describe('An artist credit');
export type ArtistRef = z.infer<typeof ArtistRefSchema>;

/** An artist credit in a draft: the role may still be unset and nothing is required. */
export const ArtistRefDraftSchema = z
  .object({ ...artistRefShape, role: ArtistRoleSchema.nullish() })
  .describe('An artist credit, possibly incomplete');

/** At least one artist, and at least one of them a main artist (a release needs a primary artist). */
export function artistListSchema(requiredKey: string, mainKey: string) {
  return z
    .array(ArtistRefSchema, requiredKey)
    .min(1, requiredKey)
    .max(50, 'release.artists.too_many')
    .refine((artists) => artists.length === 0 || artists.some((artist) => artist.role === 'main'), mainKey)
    .describe('Artists, main or featured');
}

/** A performer or production contributor: a name and a role from the contributor role list. */
export const ContributorSchema = z
  .object({
    name: releaseText('release.contributor.name.required').describe('Contributor name'),
    role: releaseText('release.contributor.role.required', 100).describe('Role, e.g. Vocals, Producer'),
  })
  .describe('A contributor credit');
export type Contributor = z.infer<typeof ContributorSchema>;

/** A contributor in a draft: either part may still be blank. */
export const ContributorDraftSchema = z
  .object({ name: draftText().describe('Contributor name'), role: draftText(100).describe('Role') })
  .describe('A contributor credit, possibly incomplete');

/** Splits a composer's name as on their ID: a single-word name goes in both fields (SPEC §5). */
export function splitComposerName(fullName: string): { first_name: string; last_name: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { first_name: '', last_name: '' };
  if (words.length === 1) return { first_name: words[0] ?? '', last_name: words[0] ?? '' };
  return { first_name: words.slice(0, -1).join(' '), last_name: words.at(-1) ?? '' };
}
