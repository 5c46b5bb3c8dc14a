import { z } from 'zod';
import { EPISODE_FILE_RULES, type EpisodeFileKind } from '../expertise/expertise-ops.ts';
import { FILE_RULES, type UploadType } from '../release/files.ts';
import { requiredText } from '../shared/text.ts';
import { ATTACHMENT_MAX_BYTES } from '../support/attachments.ts';

/** What a resumable upload (tus, `/api/uploads`) is for; the client names it in the `purpose` metadata. */
export const UPLOAD_PURPOSES = [
  'release_audio',
  'release_cover',
  'release_document',
  'support_attachment',
  'course_video',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const UploadPurposeSchema = z
  .enum(UPLOAD_PURPOSES, 'uploads.purpose.invalid')
  .describe('What the upload is for');

/** Largest `Upload-Length` per purpose: the largest file the purpose's destination takes. */
export const UPLOAD_PURPOSE_MAX_BYTES: Readonly<Record<UploadPurpose, number>> = {
  release_audio: Math.max(FILE_RULES.audio.maxBytes, FILE_RULES.clip.maxBytes),
  release_cover: FILE_RULES.cover.maxBytes,
  release_document: Math.max(FILE_RULES.letter.maxBytes, FILE_RULES.documentation.maxBytes),
  support_attachment: ATTACHMENT_MAX_BYTES,
  course_video: EPISODE_FILE_RULES.video.maxBytes,
};

/**
 * The purpose a release file type's upload must have been made for. The release video has none:
 * it is not among the resumable purposes, so it keeps the single-request upload.
 */
export const RELEASE_UPLOAD_PURPOSES: Readonly<Partial<Record<UploadType, UploadPurpose>>> = {
  audio: 'release_audio',
  clip: 'release_audio',
  cover: 'release_cover',
  letter: 'release_document',
  documentation: 'release_document',
};

/** The purpose an episode file slot's upload must have been made for: only the video, the one large file. */
export const EPISODE_UPLOAD_PURPOSES: Readonly<Partial<Record<EpisodeFileKind, UploadPurpose>>> = {
  video: 'course_video',
};

/** How long an unfinished upload is kept after its creation before it and its parts are removed. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/**
 * The part size clients send in each PATCH: 8 MiB, the top of the 5–8 MB a lost part is cheap to
 * resend in (a minute on a 1 Mbit/s uplink), because each part costs a request, a lock and a
 * lookup on the server, and fewer parts bring a fast upload nearer a bare one.
 */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
/** The one checksum algorithm the server takes in `Upload-Checksum`. */
export const UPLOAD_CHECKSUM_ALGORITHM = 'sha1';
/**
 * How much of a file's start its `head_sha1` metadata hashes: a file picked on another device
 * continues an unfinished upload only when its head hashes the same, never merely by name and size.
 */
export const UPLOAD_HEAD_BYTES = 1024 * 1024;
/** A sha1 in base64, as `head_sha1` carries it (20 bytes: 27 characters and one `=`). */
export const SHA1_BASE64 = /^[A-Za-z0-9+/]{27}=$/;

/** One of the caller's unfinished uploads, as `GET /api/uploads` lists it. */
export const UnfinishedUploadSchema = z
  .object({
    id: z.string().describe('The upload id, the last segment of its tus URL'),
    filename: z.string().describe('The name the client gave, for display only'),
    purpose: UploadPurposeSchema,
    size: z.number().int().nonnegative().describe('The whole file in bytes (`Upload-Length`)'),
    offset: z.number().int().nonnegative().describe('Bytes received so far'),
    head_sha1: z
      .string()
      .nullable()
      .describe(
        "The sha1 (base64) of the file's first UPLOAD_HEAD_BYTES, as the client sent it; null when it sent none",
      ),
    created_at: z.string().describe('When the upload was created (ISO 8601, UTC)'),
    expires_at: z.string().describe('When the unfinished upload and its parts are removed (ISO 8601, UTC)'),
  })
  .describe('An unfinished resumable upload');
export type UnfinishedUpload = z.infer<typeof UnfinishedUploadSchema>;

export const UnfinishedUploadsResponseSchema = z.object({ data: z.array(UnfinishedUploadSchema) });

/** JSON body that attaches a finished resumable upload instead of sending the file again. */
export const AttachUploadSchema = z
  .object({ upload_id: requiredText(64, { requiredKey: 'uploads.upload_id.required' }).describe('A finished upload') })
  .strict();
export type AttachUpload = z.infer<typeof AttachUploadSchema>;
