import { z } from 'zod';
import { IsrcSchema } from '../shared/identifiers.ts';
import { userText } from '../shared/text.ts';
import { LYRICS_MAX, TRACK_NUMBER_MAX } from './constants.ts';
import { type CalendarDate, isCalendarDate, previewDateRule } from './dates.ts';
import { UploadedFileSchema, uploadedFileSchema } from './files.ts';
import {
  ArtistRefDraftSchema,
  artistListSchema,
  ContributorDraftSchema,
  ContributorSchema,
  draftText,
  releaseText,
} from './people.ts';
import { GenreSchema, LyricLanguageSchema, RegionSchema } from './taxonomy.ts';

const optionalDate = z
  .string('release.date.invalid')
  .trim()
  .nullish()
  .refine((value) => !value || isCalendarDate(value), 'release.date.invalid')
  .transform((value) => value || undefined);

const lyricsText = userText({
  isMultiline: true,
  max: LYRICS_MAX,
  tooLongKey: 'release.track.lyrics.too_long',
}).nullish();

const trackShape = {
  title: releaseText('release.track.title.required').describe('Track title'),
  track_number: z
    .number('release.track.number.required')
    .int('release.track.number.invalid')
    .min(1, 'release.track.number.invalid')
    .max(TRACK_NUMBER_MAX, 'release.track.number.invalid')
    .describe('Position in the album, from 1'),
  artists: artistListSchema('release.track.artists.required', 'release.track.artists.main_required'),
  composer_first_name: releaseText('release.track.composer.first_name.required').describe(
    'Composer first name, as on ID',
  ),
  composer_last_name: releaseText('release.track.composer.last_name.required').describe(
    'Composer last name, as on ID; a single-word name goes in both fields',
  ),
  isrc: IsrcSchema,
  video_isrc: IsrcSchema.describe('ISRC of the music video'),
  genre: GenreSchema,
  language: LyricLanguageSchema.nullish().transform((value) => value ?? undefined),
  region: RegionSchema,
  is_explicit: z.boolean().default(false).describe('Explicit lyrics'),
  is_instrumental: z.boolean().default(false).describe('Instrumental only, no lyrics'),
  lyrics: lyricsText.describe('Lyrics'),
  audio: uploadedFileSchema('audio', 'release.track.audio.required'),
  clip: uploadedFileSchema('clip', 'release.track.clip.required'),
  video: uploadedFileSchema('video', 'release.track.video.required').nullish().describe('Music video, MP4'),
  has_preview: z.boolean().default(false).describe('Deliver a preview for YouTube Shorts'),
  preview_release_date: optionalDate.describe('Preview date, YYYY-MM-DD (WIB), 1 to 5 days before release'),
  performer_contributors: z
    .array(ContributorSchema, 'release.track.performers.required')
    .min(1, 'release.track.performers.required')
    .describe('Performers, each with a role'),
  production_contributors: z
    .array(ContributorSchema, 'release.track.producers.required')
    .min(1, 'release.track.producers.required')
    .describe('Production contributors, each with a role'),
};

// Cross-field rules read the raw value through this view, so they still report when another
// field has a type error (zod skips ordinary refinements after such errors).
const TrackFactsSchema = z
  .object({
    is_instrumental: z.boolean().catch(false),
    lyrics: z.string().trim().catch(''),
    has_preview: z.boolean().catch(false),
    preview_release_date: z.string().trim().catch(''),
  })
  .catch({ is_instrumental: false, lyrics: '', has_preview: false, preview_release_date: '' });

/** The cross-field track rules as issues relative to the track: lyrics, preview date, preview rule. */
export function trackCrossFieldIssues(track: unknown, releaseDate?: CalendarDate): { path: string[]; key: string }[] {
  // Not an object at all: the type error says it; more rules would only add noise.
  if (typeof track !== 'object' || track === null) return [];
  const facts = TrackFactsSchema.parse(track);
  const issues: { path: string[]; key: string }[] = [];
  if (!facts.is_instrumental && facts.lyrics === '')
    issues.push({ path: ['lyrics'], key: 'release.track.lyrics.required' });
  if (facts.has_preview) {
    if (facts.preview_release_date === '') {
      issues.push({ path: ['preview_release_date'], key: 'release.track.preview_date.required' });
    } else if (releaseDate && isCalendarDate(releaseDate) && isCalendarDate(facts.preview_release_date)) {
      const rule = previewDateRule(facts.preview_release_date, releaseDate);
      if (!rule.valid) issues.push({ path: ['preview_release_date'], key: rule.key });
    }
  }
  return issues;
}

/** A track schema for step 2; with `releaseDate` it also checks the preview date against it. */
export function createTrackSchema(context: { releaseDate?: CalendarDate } = {}) {
  return z
    .object(trackShape)
    .superRefine(
      (track: unknown, ctx) => {
        for (const issue of trackCrossFieldIssues(track, context.releaseDate)) {
          ctx.addIssue({ code: 'custom', message: issue.key, path: issue.path });
        }
      },
      { when: () => true },
    )
    .describe('Track data (step 2)');
}

/** Step 2, strict: one track ready to submit (the preview date is checked against the release on submit). */
export const TrackSchema = createTrackSchema();
export type TrackInput = z.input<typeof TrackSchema>;
export type Track = z.output<typeof TrackSchema>;

/** The track fields in form order, as the submit check names them (`tracks.<index>.<field>`). */
export const TRACK_FIELDS = TrackSchema.keyof().options;
export type TrackField = (typeof TRACK_FIELDS)[number];

/** A track as a draft: every field optional, only shapes checked. */
export const TrackDraftSchema = z
  .object({
    title: draftText().describe('Track title'),
    track_number: z.number().int().min(1).max(TRACK_NUMBER_MAX).nullish().describe('Position in the album'),
    artists: z.array(ArtistRefDraftSchema).max(50, 'release.artists.too_many').nullish().describe('Artists'),
    composer_first_name: draftText().describe('Composer first name'),
    composer_last_name: draftText().describe('Composer last name'),
    isrc: draftText(20).describe('ISRC, checked on submit'),
    video_isrc: draftText(20).describe('Video ISRC, checked on submit'),
    genre: GenreSchema.nullish(),
    language: LyricLanguageSchema.nullish(),
    region: RegionSchema.nullish(),
    is_explicit: z.boolean().nullish().describe('Explicit lyrics'),
    is_instrumental: z.boolean().nullish().describe('Instrumental only'),
    lyrics: lyricsText.describe('Lyrics'),
    audio: UploadedFileSchema.nullish().describe('Full audio upload'),
    video: UploadedFileSchema.nullish().describe('Music video upload'),
    clip: UploadedFileSchema.nullish().describe('Audio clip upload'),
    has_preview: z.boolean().nullish().describe('Deliver a preview for YouTube Shorts'),
    preview_release_date: optionalDate.describe('Preview date, YYYY-MM-DD (WIB)'),
    performer_contributors: z.array(ContributorDraftSchema).nullish().describe('Performers'),
    production_contributors: z.array(ContributorDraftSchema).nullish().describe('Production contributors'),
  })
  .describe('Track data, possibly incomplete');
export type TrackDraft = z.infer<typeof TrackDraftSchema>;
