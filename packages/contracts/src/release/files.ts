import { z } from 'zod';
import { requiredText } from '../shared/text.ts';
import {
  AUDIO_CLIP_MAX_SECONDS,
  AUDIO_CLIP_MIN_SECONDS,
  COVER_ART_SIZE,
  MIN_BIT_DEPTH,
  MIN_SAMPLE_RATE,
} from './constants.ts';

/** File kinds the server recognises by their bytes, never by name. */
export const FILE_KINDS = ['jpeg', 'png', 'pdf', 'mp4', 'wav'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** MIME types per kind; the first is the one the server records. */
export const FILE_KIND_MIMES: Readonly<Record<FileKind, readonly [string, ...string[]]>> = {
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  pdf: ['application/pdf'],
  mp4: ['video/mp4'],
  // Browsers and older tools still label WAV with the pre-registration names.
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
};

/** The kind a MIME type stands for, or undefined for anything the release accepts nowhere. */
export function fileKindOfMime(mime: string): FileKind | undefined {
  const normalised = mime.trim().toLowerCase();
  return FILE_KINDS.find((kind) => FILE_KIND_MIMES[kind].includes(normalised));
}

/** What the release upload endpoint takes (`?type=`). */
export const UPLOAD_TYPES = ['cover', 'audio', 'video', 'clip', 'letter', 'documentation'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UploadTypeSchema = z.enum(UPLOAD_TYPES).describe('Which release file this upload is');

const MiB = 1024 * 1024;

/** Accepted kinds and size limit per upload type (SPEC §5, §9; limits not in the spec are ours). */
export const FILE_RULES: Readonly<Record<UploadType, { kinds: readonly FileKind[]; maxBytes: number }>> = {
  cover: { kinds: ['jpeg'], maxBytes: 5 * MiB },
  // Not in the spec: an hour of 24-bit/96 kHz stereo WAV is about 2 GiB, well beyond a song.
  audio: { kinds: ['wav'], maxBytes: 1024 * MiB },
  video: { kinds: ['mp4'], maxBytes: 2048 * MiB },
  // The clip is cut from the full audio by the trim endpoint, so it is WAV too; 59 s of
  // 24-bit/96 kHz stereo is about 34 MB.
  clip: { kinds: ['wav'], maxBytes: 50 * MiB },
  letter: { kinds: ['pdf'], maxBytes: 5 * MiB },
  documentation: { kinds: ['jpeg', 'mp4'], maxBytes: 100 * MiB },
};

/** A stored upload with what the server read from its bytes. */
export const UploadedFileShape = {
  file_id: requiredText(64, { requiredKey: 'release.file.required' }).describe('Id from the upload'),
  name: z.string().max(255).optional().describe('Original file name, for display only'),
  mime: z.string().describe('MIME type detected from the content'),
  size: z.number().int().nonnegative().describe('Size in bytes'),
  width: z.number().int().positive().optional().describe('Image width in pixels'),
  height: z.number().int().positive().optional().describe('Image height in pixels'),
  sample_rate: z.number().int().positive().optional().describe('Audio sample rate in Hz'),
  bit_depth: z.number().int().positive().optional().describe('Audio bits per sample'),
  channels: z.number().int().positive().optional().describe('Audio channel count'),
  duration_seconds: z.number().nonnegative().optional().describe('Audio or video length in seconds'),
};
export const UploadedFileSchema = z.object(UploadedFileShape).describe('An uploaded file');
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

const UPLOADED_FILE_KEYS = Object.keys(UploadedFileShape) as (keyof UploadedFile)[];

/**
 * An upload as release bodies refer to it: only the fields of `UploadedFileShape`, without what the
 * upload answered beside them (its type and hash), which a body refuses as unknown fields.
 */
export function toUploadedFile(file: UploadedFile): UploadedFile {
  return Object.fromEntries(
    UPLOADED_FILE_KEYS.filter((key) => file[key] !== undefined).map((key) => [key, file[key]]),
  ) as UploadedFile;
}

/** The message keys for every rule the file breaks for its upload type; empty when it is fine. */
export function checkUploadedFile(type: UploadType, file: Omit<UploadedFile, 'file_id'>): string[] {
  const rule = FILE_RULES[type];
  const kind = fileKindOfMime(file.mime);
  // A file of the wrong kind has no meaningful size or dimension rules to report.
  if (kind === undefined || !rule.kinds.includes(kind)) return [`release.file.${type}.wrong_type`];
  const keys: string[] = [];
  if (file.size > rule.maxBytes) keys.push(`release.file.${type}.too_large`);
  switch (type) {
    case 'cover':
      if (file.width !== COVER_ART_SIZE || file.height !== COVER_ART_SIZE)
        keys.push('release.file.cover.wrong_dimensions');
      break;
    case 'audio':
      if (file.sample_rate === undefined || file.bit_depth === undefined) keys.push('release.file.audio.unreadable');
      else {
        if (file.sample_rate < MIN_SAMPLE_RATE) keys.push('release.file.audio.sample_rate_too_low');
        if (file.bit_depth < MIN_BIT_DEPTH) keys.push('release.file.audio.bit_depth_too_low');
      }
      break;
    case 'clip':
      if (file.duration_seconds === undefined) keys.push('release.file.clip.unreadable');
      else if (file.duration_seconds < AUDIO_CLIP_MIN_SECONDS) keys.push('release.file.clip.too_short');
      else if (file.duration_seconds > AUDIO_CLIP_MAX_SECONDS) keys.push('release.file.clip.too_long');
      break;
    case 'video':
    case 'letter':
    case 'documentation':
      break;
    default: {
      const unreachable: never = type;
      throw new Error(`Unknown upload type ${String(unreachable)}`);
    }
  }
  return keys;
}

/**
 * A reference to an upload of `type`, checked against its rules; `requiredKey` when it is missing.
 * The server must replace the metadata with its own upload record (looked up by `file_id`)
 * before parsing: the client's copy only drives the form's messages.
 */
export function uploadedFileSchema(type: UploadType, requiredKey: string) {
  return z
    .object(UploadedFileShape, requiredKey)
    .superRefine((file, ctx) => {
      for (const key of checkUploadedFile(type, file)) ctx.addIssue({ code: 'custom', message: key });
    })
    .describe(`An uploaded ${type} file`);
}
