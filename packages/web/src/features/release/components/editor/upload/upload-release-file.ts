import {
  type AttachUpload,
  FILE_KIND_MIMES,
  FILE_RULES,
  type FileKind,
  fileKindOfMime,
  type ReleaseFile,
  type UploadType,
} from '@irama/contracts';
import { apiClient } from '../../../../../lib/api-client.ts';
import { ApiError, errorMessageKey } from '../../../../../lib/api-error.ts';
import { type UploadOptions, uploadWithProgress } from '../../../../../lib/upload-with-progress.ts';

/** SPEC §9: a release upload may take up to an hour before the browser gives up. */
export const UPLOAD_TIMEOUT_MS = 3_600_000;

const KIND_EXTENSIONS: Readonly<Record<FileKind, readonly string[]>> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  pdf: ['pdf'],
  mp4: ['mp4', 'm4v'],
  wav: ['wav', 'wave'],
};

/** The `accept` attribute of the file picker for an upload type: extensions and MIME types. */
export function acceptOf(type: UploadType): string {
  return FILE_RULES[type].kinds
    .flatMap((kind) => [...KIND_EXTENSIONS[kind].map((extension) => `.${extension}`), ...FILE_KIND_MIMES[kind]])
    .join(',');
}

/** The accepted kinds as users know them: "WAV", "JPG, MP4". */
export function kindLabelOf(type: UploadType): string {
  return FILE_RULES[type].kinds.map((kind) => (kind === 'jpeg' ? 'JPG' : kind.toUpperCase())).join(', ');
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a file name has an extension the upload type accepts (an unfinished upload only shows where it fits). */
export function fitsType(type: UploadType, name: string): boolean {
  const extension = extensionOf(name);
  return FILE_RULES[type].kinds.some((kind) => KIND_EXTENSIONS[kind].includes(extension));
}

/**
 * The message key when a file obviously cannot pass (wrong extension or MIME type, too large),
 * so a wrong 1 GB file is refused before it is sent; the server still checks the bytes.
 */
export function precheckKey(type: UploadType, file: File): string | null {
  const rule = FILE_RULES[type];
  const isKnownExtension = fitsType(type, file.name);
  const mimeKind = file.type ? fileKindOfMime(file.type) : undefined;
  // Browsers label some files with a generic or empty MIME type; only a known, wrong one refuses.
  const isWrongMime = mimeKind !== undefined && !rule.kinds.includes(mimeKind);
  if (!isKnownExtension || isWrongMime) return `release.file.${type}.wrong_type`;
  if (file.size > rule.maxBytes) return `release.file.${type}.too_large`;
  return null;
}

/** The message key for a failed upload: the server's own key for the file when it sent one. */
export function uploadErrorKey(type: UploadType, error: unknown): string {
  if (!(error instanceof ApiError)) return errorMessageKey(error);
  // A multipart upload's problems are about `file`, an attached resumable upload's may be about `upload_id`.
  const fieldKey = error.fieldErrors.file ?? error.fieldErrors.upload_id;
  if (fieldKey) return fieldKey;
  // A proxy in front of the server may answer 413 with no problem body.
  if (error.status === 413) return `release.file.${type}.too_large`;
  if (error.status === 415) return `release.file.${type}.wrong_type`;
  return errorMessageKey(error);
}

/** POST /api/v2/release/fileupload?type=…: one file, with upload progress; the server's facts come back. */
export function uploadReleaseFile(type: UploadType, file: File, options: UploadOptions = {}): Promise<ReleaseFile> {
  return uploadWithProgress<ReleaseFile>(`/api/v2/release/fileupload?type=${type}`, file, options);
}

/** POST /api/v2/release/fileupload?type=… with a finished resumable upload's id: the server checks and keeps it. */
export function attachReleaseUpload(type: UploadType, uploadId: string): Promise<ReleaseFile> {
  const body: AttachUpload = { upload_id: uploadId };
  return apiClient.request<ReleaseFile>('/api/v2/release/fileupload', { method: 'POST', query: { type }, body });
}
