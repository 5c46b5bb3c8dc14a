import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import {
  type UnfinishedUpload,
  UPLOAD_PURPOSE_MAX_BYTES,
  type UploadPurpose,
  UploadPurposeSchema,
} from '@irama/contracts';
import { Metadata } from '@tus/server';
import { AppError, notFound } from '../../lib/errors.ts';
import type { StoredUpload, UploadStore } from './upload-store.ts';

/** Whose upload it is: the user who created it, in their company. */
export type UploadOwner = { userId: number; companyId: number };

const uploadIdError = (key: string) => new AppError('validation_failed', { fieldErrors: { upload_id: key } });

/**
 * Checks a creation request before tus sees it: a known `purpose` in its metadata and an
 * `Upload-Length` within that purpose's limit (413 past it), so nothing too large is ever started.
 */
export function checkNewUpload(uploadLength: string | undefined, uploadMetadata: string | undefined): void {
  let purpose: string | null | undefined;
  try {
    purpose = Metadata.parse(uploadMetadata).purpose;
  } catch {
    purpose = undefined;
  }
  const parsed = UploadPurposeSchema.safeParse(purpose);
  if (!parsed.success)
    throw new AppError('validation_failed', { fieldErrors: { 'Upload-Metadata': 'uploads.purpose.invalid' } });
  if (uploadLength === undefined || !/^\d{1,16}$/.test(uploadLength))
    throw new AppError('validation_failed', { fieldErrors: { 'Upload-Length': 'uploads.length_required' } });
  if (Number(uploadLength) > UPLOAD_PURPOSE_MAX_BYTES[parsed.data])
    throw new AppError('payload_too_large', { fieldErrors: { 'Upload-Length': 'uploads.too_large' } });
}

/** The owner's upload by id; another owner's answers 404 exactly like an unknown one, an expired one 410. */
export async function getOwnedUpload(
  uploads: UploadStore,
  owner: UploadOwner,
  id: string,
  now: Date,
): Promise<StoredUpload> {
  const upload = await uploads.find(id);
  if (!upload || upload.userId !== owner.userId || upload.companyId !== owner.companyId) throw notFound();
  if (upload.expiresAt <= now) throw new AppError('uploads.expired');
  return upload;
}

/** The owner's unfinished, unexpired uploads with their progress, oldest first. */
export async function listUnfinishedUploads(
  uploads: UploadStore,
  owner: UploadOwner,
  now: Date,
): Promise<UnfinishedUpload[]> {
  const found = await Promise.all((await uploads.ids()).map((id) => uploads.find(id)));
  return found
    .filter((upload): upload is StoredUpload => upload !== undefined)
    .filter((upload) => upload.userId === owner.userId && upload.companyId === owner.companyId)
    .filter((upload) => upload.offset < upload.size && upload.expiresAt > now)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((upload) => ({
      id: upload.id,
      filename: upload.filename,
      purpose: upload.purpose,
      size: upload.size,
      offset: upload.offset,
      created_at: upload.createdAt.toISOString(),
      expires_at: upload.expiresAt.toISOString(),
    }));
}

/**
 * Removes every upload past its expiry with its parts, finished or not: a finished upload is meant
 * to be attached within the same day. Answers how many went.
 */
export async function sweepExpiredUploads(uploads: UploadStore, now: Date): Promise<number> {
  let removed = 0;
  for (const id of await uploads.ids()) {
    const upload = await uploads.find(id);
    // An info file without its data (a crash between the two writes) is as dead as an expired upload.
    if (upload && upload.expiresAt > now) continue;
    await uploads.remove(id);
    removed += 1;
  }
  return removed;
}

/**
 * Takes the owner's finished upload made for `purpose` out of the upload store into `target` and
 * answers its size, SHA-256 and name. The move is the claim: a second claim finds nothing (404).
 */
export async function claimFinishedUpload(
  uploads: UploadStore,
  owner: UploadOwner,
  id: string,
  purpose: UploadPurpose,
  target: string,
  now: Date,
): Promise<{ size: number; sha256: string; filename: string }> {
  const upload = await getOwnedUpload(uploads, owner, id, now);
  if (upload.purpose !== purpose) throw uploadIdError('uploads.purpose_mismatch');
  if (upload.offset < upload.size) throw uploadIdError('uploads.not_finished');
  try {
    await fs.promises.rename(uploads.dataPath(id), target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
    throw error;
  }
  await uploads.remove(id);
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(target), hash);
  return { size: upload.size, sha256: hash.digest('hex'), filename: upload.filename };
}
