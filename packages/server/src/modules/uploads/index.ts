// The face of uploads: what other modules may use of it.
import type { UploadPurpose } from '@irama/contracts';
import { currentTime } from '../../lib/clock.ts';
import { uploadStoreAt } from './upload-store.ts';
import { claimFinishedUpload, type UploadOwner } from './uploads.service.ts';

export type { UploadOwner } from './uploads.service.ts';

/**
 * Takes the owner's finished resumable upload made for `purpose` out of the object storage into the
 * local file `target`, answering its size, SHA-256 and client-given name; `dataDir` names the app
 * (its instance folder). Unknown, another owner's or already taken: 404; expired: 410; another
 * purpose or unfinished: 400 on `upload_id`.
 */
export function takeFinishedUpload(
  dataDir: string,
  owner: UploadOwner,
  uploadId: string,
  purpose: UploadPurpose,
  target: string,
): Promise<{ size: number; sha256: string; filename: string }> {
  return claimFinishedUpload(uploadStoreAt(dataDir), owner, uploadId, purpose, target, currentTime());
}
