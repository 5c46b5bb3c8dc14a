import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import {
  SHA1_BASE64,
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

const metadataError = (key: string) => new AppError('validation_failed', { fieldErrors: { 'Upload-Metadata': key } });

/**
 * Checks a creation request before tus sees it: a known `purpose` in its metadata, a `head_sha1`
 * that is a sha1 when there is one, and an `Upload-Length` within that purpose's limit (413 past
 * it), so nothing too large is ever started.
 */
export function checkNewUpload(uploadLength: string | undefined, uploadMetadata: string | undefined): void {
  let metadata: Record<string, string | null> = {};
  try {
    metadata = Metadata.parse(uploadMetadata);
  } catch {
    // Unreadable metadata has no purpose, and is refused as such below.
  }
  const parsed = UploadPurposeSchema.safeParse(metadata.purpose);
  if (!parsed.success) throw metadataError('uploads.purpose.invalid');
  const { head_sha1: headSha1 } = metadata;
  if (headSha1 !== undefined && !SHA1_BASE64.test(headSha1 ?? '')) throw metadataError('uploads.head_sha1.invalid');
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
  return (await uploads.all()).uploads
    .filter((upload) => upload.userId === owner.userId && upload.companyId === owner.companyId)
    .filter((upload) => upload.offset < upload.size && upload.expiresAt > now)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((upload) => ({
      id: upload.id,
      filename: upload.filename,
      purpose: upload.purpose,
      size: upload.size,
      offset: upload.offset,
      head_sha1: upload.headSha1,
      created_at: upload.createdAt.toISOString(),
      expires_at: upload.expiresAt.toISOString(),
    }));
}

/**
 * Removes every upload past its expiry with its parts, finished or not (a finished upload is meant
 * to be attached within the same day), and parts that belong to no upload. Answers how many went.
 */
export async function sweepExpiredUploads(uploads: UploadStore, now: Date): Promise<number> {
  const { uploads: kept, strays } = await uploads.all();
  const expired = kept.filter((upload) => upload.expiresAt <= now).map((upload) => upload.id);
  for (const id of [...expired, ...strays]) await uploads.remove(id);
  return expired.length + strays.length;
}

/**
 * Takes the owner's finished upload made for `purpose` out of the upload store into `target`: its
 * parts written one after the other (streamed), then removed, and answers its size, SHA-256 and
 * name. The claim holds the upload's lock, so of two claims (on any instances) the second finds
 * nothing (404), and no part is written or removed meanwhile.
 */
export async function claimFinishedUpload(
  uploads: UploadStore,
  owner: UploadOwner,
  id: string,
  purpose: UploadPurpose,
  target: string,
  now: Date,
): Promise<{ size: number; sha256: string; filename: string }> {
  // Checked before the lock too, so an unknown or another owner's id never waits on one.
  await getOwnedUpload(uploads, owner, id, now);
  const lock = uploads.locker.newLock(id);
  // Taking the lock asks a part being written to stop; a request asking the claim to let go waits for its end.
  await lock.lock(new AbortController().signal, () => {});
  try {
    const upload = await getOwnedUpload(uploads, owner, id, now);
    if (upload.purpose !== purpose) throw uploadIdError('uploads.purpose_mismatch');
    if (upload.offset < upload.size) throw uploadIdError('uploads.not_finished');
    const hash = createHash('sha256');
    await pipeline(
      uploads.bytesOf(upload),
      async function* hashed(bytes: AsyncIterable<Buffer>) {
        for await (const chunk of bytes) {
          hash.update(chunk);
          yield chunk;
        }
      },
      fs.createWriteStream(target),
    );
    await uploads.remove(id);
    return { size: upload.size, sha256: hash.digest('hex'), filename: upload.filename };
  } finally {
    await lock.unlock();
  }
}
