import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FILE_RULES,
  fileKindOfMime,
  type ReleaseFile,
  type UploadType,
  withoutUnsafeCharacters,
} from '@irama/contracts';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../db/database.ts';
import { AppError } from '../../../lib/errors.ts';
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

/**
 * Counts and hashes the bytes as they pass, fails past `maxBytes`, and fails as soon as the
 * first bytes show a kind the upload type does not take: a wrong 1 GB file is never written whole.
 */
class UploadGuard extends Transform {
  size = 0;
  readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private sniffed = false;

  constructor(private readonly type: UploadType) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > FILE_RULES[this.type].maxBytes) {
      callback(tooLarge(this.type));
    } else if (this.sniffed) {
      this.hash.update(chunk);
      callback(null, chunk);
    } else {
      this.hash.update(chunk);
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes < SNIFF_BYTES) callback(null, chunk);
      else this.checkHead().then(() => callback(null, chunk), callback);
    }
  }

  override _flush(callback: TransformCallback): void {
    if (this.sniffed) callback();
    else this.checkHead().then(() => callback(), callback);
  }

  private async checkHead(): Promise<void> {
    this.sniffed = true;
    const result = await sniffFile(Buffer.concat(this.head).subarray(0, SNIFF_BYTES));
    this.head = [];
    if (!result || !FILE_RULES[this.type].kinds.includes(result.kind)) throw wrongType(this.type);
  }
}

/** A display name from the client, stripped of folders, control characters and bidi controls. */
function cleanName(name: string | undefined): string | null {
  // Bidi controls would show a name in another order than it is stored (`cover\u202Egpj.exe`).
  const cleaned = withoutUnsafeCharacters(path.basename(name ?? '')).slice(0, 255);
  return cleaned || null;
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
  const guard = new UploadGuard(type);
  try {
    await pipeline(file.stream, guard, fs.createWriteStream(temp));
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

/** Inspects a finished file at `temp` and moves it to its final name with a `release_files` row. */
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
  await deps.storage.commit(file.temp, stored.relativePath);
  const row = {
    id: stored.id,
    type,
    path: stored.relativePath,
    stored_name: stored.storedName,
    original_name: cleanName(file.name),
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
    await insertReleaseFile(deps.db, companyId, row);
  } catch (error) {
    await fs.promises.rm(deps.storage.absolute(stored.relativePath), { force: true });
    throw error;
  }
  return toReleaseFile({ ...row, company_id: companyId }, await deps.links.signer());
}
