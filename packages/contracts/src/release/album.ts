import { z } from 'zod';
import { UpcSchema } from '../shared/identifiers.ts';
import { PlatformIdSchema, withAutoPlatforms } from './constants.ts';
import { type CalendarDate, calendarDateSchema, isCalendarDate, releaseDateRule } from './dates.ts';
import { UploadedFileSchema, uploadedFileSchema } from './files.ts';
import { ArtistRefDraftSchema, artistListSchema, draftText, releaseText } from './people.ts';

export const RELEASE_TYPES = ['single', 'album'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];
export const ReleaseTypeSchema = z.enum(RELEASE_TYPES, 'release.album.type.required').describe('single or album');

const MAX_ATTACHMENTS = 10;

/** Step 1, strict: everything an album or single needs before it can be submitted. */
export const AlbumStepSchema = z
  .object({
    release_type: ReleaseTypeSchema,
    title: releaseText('release.album.title.required').describe('Album or single name'),
    artists: artistListSchema('release.album.artists.required', 'release.album.artists.main_required'),
    upc: UpcSchema,
    release_date: calendarDateSchema('release.album.release_date.required').describe('Release date, YYYY-MM-DD (WIB)'),
    label: releaseText('release.album.label.required').describe('Record label'),
    asset_label: releaseText('release.album.asset_label.required').describe('Asset label for YouTube'),
    cover_art: uploadedFileSchema('cover', 'release.album.cover_art.required'),
    platforms: z
      .array(PlatformIdSchema, 'release.album.platforms.required')
      .min(1, 'release.album.platforms.required')
      // TikTok and TikTok Music are always delivered once any platform is chosen (SPEC §5).
      .transform(withAutoPlatforms)
      .describe('Chosen platforms; TikTok and TikTok Music are added'),
    statement_letter: uploadedFileSchema('letter', 'release.album.statement_letter.required'),
    supporting_documents: z
      .array(uploadedFileSchema('letter', 'release.file.required'))
      .max(MAX_ATTACHMENTS, 'release.album.attachments.too_many')
      .default([])
      .describe('Other PDF documents'),
    documentation: z
      .array(uploadedFileSchema('documentation', 'release.file.required'))
      .max(MAX_ATTACHMENTS, 'release.album.attachments.too_many')
      .default([])
      .describe('Optional documentation photos or videos'),
  })
  .describe('Album or single data (step 1)');
export type AlbumStepInput = z.input<typeof AlbumStepSchema>;

/** The step 1 fields in schema order, as the submit check names them (`album.<field>`). */
export const ALBUM_STEP_FIELDS = AlbumStepSchema.keyof().options;
export type AlbumStepField = (typeof ALBUM_STEP_FIELDS)[number];

/** Step 1 for the form on a given submit day: also checks the release date is at least 7 days later. */
export function createAlbumStepSchema(context: { submitDate: CalendarDate }) {
  return AlbumStepSchema.superRefine((album, ctx) => {
    // A missing or impossible date already has its own message.
    if (!isCalendarDate(album.release_date)) return;
    const rule = releaseDateRule(album.release_date, context.submitDate);
    if (!rule.valid) ctx.addIssue({ code: 'custom', message: rule.key, path: ['release_date'] });
  });
}
export type AlbumStep = z.output<typeof AlbumStepSchema>;

/** Step 1 as a draft: every field optional, only shapes checked, so it can be saved at any point. */
export const AlbumDraftSchema = z
  .object({
    release_type: ReleaseTypeSchema.nullish(),
    title: draftText().describe('Album or single name'),
    artists: z.array(ArtistRefDraftSchema).max(50, 'release.artists.too_many').nullish().describe('Artists'),
    upc: draftText(20).describe('UPC or EAN, checked on submit'),
    release_date: z
      .string()
      .trim()
      .nullish()
      // A date the database cannot store is refused even in a draft.
      .refine((value) => !value || isCalendarDate(value), 'release.date.invalid')
      .describe('Release date, YYYY-MM-DD (WIB)'),
    label: draftText().describe('Record label'),
    asset_label: draftText().describe('Asset label for YouTube'),
    cover_art: UploadedFileSchema.nullish().describe('Cover art upload'),
    platforms: z.array(PlatformIdSchema).nullish().describe('Chosen platforms'),
    statement_letter: UploadedFileSchema.nullish().describe('Creator statement letter upload'),
    supporting_documents: z.array(UploadedFileSchema).max(MAX_ATTACHMENTS).nullish().describe('Other PDF documents'),
    documentation: z.array(UploadedFileSchema).max(MAX_ATTACHMENTS).nullish().describe('Documentation uploads'),
  })
  .describe('Album or single data, possibly incomplete');
export type AlbumDraft = z.infer<typeof AlbumDraftSchema>;
