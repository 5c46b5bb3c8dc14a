import { z } from 'zod';
import { IdParamSchema, RowIdSchema } from '../shared/decimal.ts';
import { PageQuerySchema, pageLimitSchema } from '../shared/paging.ts';
import { requiredText, userText } from '../shared/text.ts';
import { AlbumDraftSchema, ReleaseTypeSchema } from './album.ts';
import { PlatformIdSchema, ReleaseStatusSchema } from './constants.ts';
import { UploadedFileSchema, UploadTypeSchema } from './files.ts';
import { ArtistRoleSchema, draftText, releaseText } from './people.ts';
import { TrackDraftSchema } from './track.ts';

/** Query of `POST /api/v2/release/fileupload`. */
export const FileUploadQuerySchema = z.object({ type: UploadTypeSchema });

/** A stored upload as the server describes it (also the shape inside albums and tracks). */
export const ReleaseFileSchema = UploadedFileSchema.extend({
  type: UploadTypeSchema,
  sha256: z.string().describe('SHA-256 of the stored bytes, hex'),
  url: z.string().describe('Signed URL serving the file for an hour or more, with no session'),
  thumbnail_url: z.string().optional().describe('Covers only: signed URL of a 300×300 JPEG thumbnail'),
}).describe('A stored release file');
export type ReleaseFile = z.infer<typeof ReleaseFileSchema>;

/** Body of `POST /api/v2/release/audiotrim`: cut a clip out of an uploaded full-audio WAV. */
export const AudioTrimSchema = z.object({
  file_id: requiredText(64, { requiredKey: 'release.file.required' }).describe('An `audio` upload'),
  start_seconds: z.number('validation.required').min(0, 'validation.invalid').describe('Clip start'),
  duration_seconds: z.number('validation.required').describe('Clip length, 15 to 59 seconds'),
});

/** Performer and production roles offered for contributors. */
export const ContributorRoleListSchema = z.object({
  performer: z.array(z.string()),
  production: z.array(z.string()),
});

/** An artist in the company's artist database. */
export const ArtistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  spotify_id: z.string().nullable(),
  image_url: z.string().nullable(),
});
export type Artist = z.infer<typeof ArtistSchema>;

/** Body of `POST /api/v2/release/artist`: add an artist by hand (or from a Spotify result). */
export const ArtistCreateSchema = z.object({
  name: releaseText('release.artist.name.required'),
  spotify_id: draftText(64),
  image_url: userText({ max: 500 }).url('validation.invalid').nullish(),
});

/** `?q=` of the artist searches (prefix or contains, at most 20 results). */
export const ArtistSearchQuerySchema = z.object({
  q: userText({ max: 100 }).default(''),
  limit: pageLimitSchema(50, 20),
});

/** An artist found on Spotify. */
export const SpotifyArtistSchema = z.object({
  spotify_id: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  followers: z.number().int().nullable(),
  genres: z.array(z.string()),
});
/** Spotify search: `configured: false` means Spotify is not set up and `results` come from the local database. */
export const SpotifySearchResultSchema = z.object({
  configured: z.boolean(),
  results: z.array(z.union([SpotifyArtistSchema, ArtistSchema])),
});

/** An artist credit as stored on a release or track. */
export const ArtistCreditSchema = z.object({
  artist_id: z.string().nullable(),
  spotify_id: z.string().nullable(),
  name: z.string().nullable(),
  role: ArtistRoleSchema.nullable(),
});

/** A contributor as stored. */
const StoredContributorSchema = z.object({ name: z.string().nullable(), role: z.string().nullable() });

/** A track as stored: draft fields plus its id; files carry the server's facts. */
export const TrackDetailSchema = z.object({
  id: z.number().int(),
  release_id: z.number().int(),
  title: z.string().nullable(),
  track_number: z.number().int().nullable(),
  artists: z.array(ArtistCreditSchema),
  composer_first_name: z.string().nullable(),
  composer_last_name: z.string().nullable(),
  isrc: z.string().nullable(),
  video_isrc: z.string().nullable(),
  genre: z.string().nullable(),
  language: z.string().nullable(),
  region: z.string().nullable(),
  is_explicit: z.boolean(),
  is_instrumental: z.boolean(),
  lyrics: z.string().nullable(),
  audio: ReleaseFileSchema.nullable(),
  video: ReleaseFileSchema.nullable(),
  clip: ReleaseFileSchema.nullable(),
  has_preview: z.boolean(),
  preview_release_date: z.string().nullable(),
  performer_contributors: z.array(StoredContributorSchema),
  production_contributors: z.array(StoredContributorSchema),
  share_id: z
    .string()
    .nullable()
    .describe(
      'The id of the public share page `/s/{share_id}` and of `/api/v5/songshare/track/{id}`; null until the release is live',
    ),
});
export type TrackDetail = z.infer<typeof TrackDetailSchema>;

/** One status change of a release. */
export const ReleaseEventSchema = z.object({
  from_status: ReleaseStatusSchema.nullable(),
  to_status: ReleaseStatusSchema,
  note: z.string().nullable(),
  errors: z.record(z.string(), z.string()),
  created_at: z.string(),
});

/** A release in lists: what the catalogue and the review queue show. */
export const ReleaseSummarySchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  album_id: z.string(),
  status: ReleaseStatusSchema,
  release_type: ReleaseTypeSchema.nullable(),
  title: z.string().nullable(),
  artist_names: z.array(z.string()),
  release_date: z.string().nullable(),
  label: z.string().nullable(),
  upc: z.string().nullable(),
  cover_art: ReleaseFileSchema.nullable(),
  track_count: z.number().int(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ReleaseSummary = z.infer<typeof ReleaseSummarySchema>;

/** The whole release, for the form and the review page. */
export const ReleaseDetailSchema = ReleaseSummarySchema.extend({
  artists: z.array(ArtistCreditSchema),
  asset_label: z.string().nullable(),
  platforms: z.array(PlatformIdSchema),
  statement_letter: ReleaseFileSchema.nullable(),
  supporting_documents: z.array(ReleaseFileSchema),
  documentation: z.array(ReleaseFileSchema),
  errors: z.record(z.string(), z.string()).describe('Field → message from the review team (rejected releases)'),
  is_editable: z.boolean().describe('Draft, ready or rejected: PUT/DELETE allowed (edits move it back to draft)'),
  has_ddex: z.boolean(),
  tracks: z.array(TrackDetailSchema),
  history: z.array(ReleaseEventSchema),
});
export type ReleaseDetail = z.infer<typeof ReleaseDetailSchema>;

/** Body of `POST /album` and `PUT /album/id/:id`: the lenient draft (PUT changes only the fields sent). */
export const AlbumWriteSchema = AlbumDraftSchema;
/** Body of `POST /track`: a draft track of a release. */
export const TrackCreateSchema = TrackDraftSchema.extend({ release_id: RowIdSchema });
/** Body of `PUT /track/id/:id`: the fields to change. */
export const TrackUpdateSchema = TrackDraftSchema;

/** Body of `PATCH /album/id/:id`: the partner's status moves (ready, submit = on_progress, back to draft). */
export const ReleaseStatusChangeSchema = z.object({ status: z.enum(['draft', 'ready', 'on_progress']) });

/** Body of the staff status change `POST /api/ops/releases/:id/status`. */
export const StaffStatusChangeSchema = z.object({
  status: z.enum(['on_progress', 'success', 'rejected', 'taken_down']),
  errors: z
    .record(userText({ max: 100 }), userText({ isMultiline: true, max: 500 }))
    .optional()
    .describe('Field → message to fix'),
  note: userText({ isMultiline: true, max: 1000 }).optional(),
});

/** `GET /info` and `GET /api/v2/catalogs/summary`: releases per status. */
export const ReleaseCountsSchema = z.object({
  total: z.number().int(),
  by_status: z.record(ReleaseStatusSchema, z.number().int()),
});

/** Query of the release catalogue and the staff queue. */
export const ReleaseListQuerySchema = PageQuerySchema.extend({
  search: userText({ max: 100 }).default(''),
  status: ReleaseStatusSchema.optional(),
});

/** The review queue's query (staff): the list's filters, and one company's releases when `company_id` is given. */
export const OpsReleaseListQuerySchema = ReleaseListQuerySchema.extend({
  company_id: IdParamSchema.optional().describe('Only this company'),
});
