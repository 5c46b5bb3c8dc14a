import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  FILE_RULES,
  fileKindOfMime,
  RELEASE_UPLOAD_PURPOSES,
  type ReleaseFile,
  type UploadType,
} from '@irama/contracts';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../db/database.ts';
import { companyScope } from '../../../db/scope.ts';
import { AppError } from '../../../lib/errors.ts';
import { cleanFileName, UploadGuard } from '../../../lib/upload-guard.ts';
import { pipeToNewFile } from '../../../lib/upload-stream.ts';
import { takeFinishedUpload, type UploadOwner } from '../../uploads/index.ts';
import { inspectUpload } from '../files/inspect-upload.ts';
import { SNIFF_BYTES, sniffFile } from '../files/sniff.ts';
import type { FileLinks } from '../serving/file-links.ts';
import { toReleaseFile } from './release-file.mapper.ts';
import { insertReleaseFile } from './release-file.repository.ts';
import type { ReleaseStorage } from './release-storage.ts';

export type UploadDeps = { db: Db; storage: ReleaseStorage; links: FileLinks };

const tooLarge = (type: UploadType) =>
  new AppError('payload_too_large', { fieldErrors: { file: `release.file.${type}.too_large` } });
const wrongType = (type: UploadType) =>
  new AppError('unsupported_media_type', { fieldErrors: { file: `release.file.${type}.wrong_type` } });

/** The size and kind guard of one upload type. */
function guardFor(type: UploadType): UploadGuard {
  return new UploadGuard({
    maxBytes: FILE_RULES[type].maxBytes,
    headBytes: SNIFF_BYTES,
    tooLarge: () => tooLarge(type),
    checkHead: async (head) => {
      const result = await sniffFile(head);
      if (!result || !FILE_RULES[type].kinds.includes(result.kind)) throw wrongType(type);
    },
  });
}

/**
 * Streams an upload to a temp file (size-checked, sniffed, hashed on the way), inspects it with
 * the release rules, and keeps it under its final server-generated name; on any failure nothing is kept.
 */
export async function storeUploadStream(
  deps: UploadDeps,
  companyId: number,
  type: UploadType,
  file: { stream: Readable; filename?: string },
): Promise<ReleaseFile> {
  const temp = await deps.storage.tempPath();
  const guard = guardFor(type);
  try {
    await pipeToNewFile(temp, file.stream, guard);
    return await keepUpload(deps, companyId, type, {
      temp,
      size: guard.size,
      sha256: guard.hash.digest('hex'),
      name: file.filename,
    });
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}

/**
 * Attaches the owner's finished resumable upload as a release file of `type`: the same inspection
 * as a multipart upload, and the upload is used up whether its content passes or not.
 */
export async function keepFinishedUpload(
  deps: UploadDeps,
  owner: UploadOwner,
  type: UploadType,
  uploadId: string,
): Promise<ReleaseFile> {
  const purpose = RELEASE_UPLOAD_PURPOSES[type];
  if (!purpose) throw new AppError('validation_failed', { fieldErrors: { upload_id: 'uploads.purpose_mismatch' } });
  const temp = await deps.storage.tempPath();
  try {
    const upload = await takeFinishedUpload(deps.storage.dataDir, owner, uploadId, purpose, temp);
    return await keepUpload(deps, owner.companyId, type, {
      temp,
      size: upload.size,
      sha256: upload.sha256,
      name: upload.filename,
    });
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}

/** Inspects a finished local file at `temp` and keeps it in storage under its final name with a `release_files` row. */
export async function keepUpload(
  deps: UploadDeps,
  companyId: number,
  type: UploadType,
  file: { temp: string; size: number; sha256: string; name?: string | undefined },
): Promise<ReleaseFile> {
  const inspection = await inspectUpload(type, () => fs.createReadStream(file.temp), file.size);
  const [key] = inspection.keys;
  if (key !== undefined || !inspection.facts) {
    if (!key || key.endsWith('.wrong_type')) throw wrongType(type);
    if (key.endsWith('.too_large')) throw tooLarge(type);
    throw new AppError('validation_failed', { fieldErrors: { file: key } });
  }
  const facts = inspection.facts;
  const kind = fileKindOfMime(facts.mime);
  if (!kind) throw wrongType(type);
  const stored = deps.storage.newFile(companyId, kind);
  await deps.storage.putFile(stored.relativePath, file.temp);
  const row = {
    id: stored.id,
    type,
    path: stored.relativePath,
    stored_name: stored.storedName,
    original_name: cleanFileName(file.name),
    mime: facts.mime,
    size: facts.size,
    width: facts.width ?? null,
    height: facts.height ?? null,
    sample_rate: facts.sample_rate ?? null,
    bit_depth: facts.bit_depth ?? null,
    channels: facts.channels ?? null,
    duration_seconds: facts.duration_seconds ?? null,
    sha256: file.sha256,
    created_at: nowIso(),
  };
  try {
    await insertReleaseFile(deps.db, companyScope(companyId), row);
  } catch (error) {
    await deps.storage.remove(stored.relativePath);
    throw error;
  }
  return toReleaseFile({ ...row, company_id: companyId }, await deps.links.signer());
}
