import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { UPLOAD_CHECKSUM_ALGORITHM } from '@irama/contracts';
import { AppError } from '../../lib/errors.ts';
import { pipeToNewFile } from '../../lib/upload-stream.ts';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const SHA1_BYTES = 20;

const invalidChecksum = () =>
  new AppError('validation_failed', { fieldErrors: { 'Upload-Checksum': 'uploads.checksum.invalid' } });

/**
 * The digest an `Upload-Checksum` header (`sha1 <base64>`) promises. Another algorithm is a 400,
 * as the tus checksum extension asks of a server that does not support it.
 */
export function promisedDigest(header: string): Buffer {
  const [algorithm, encoded, ...rest] = header.trim().split(/\s+/);
  if (algorithm?.toLowerCase() !== UPLOAD_CHECKSUM_ALGORITHM || !encoded || rest.length > 0 || !BASE64.test(encoded))
    throw invalidChecksum();
  const digest = Buffer.from(encoded, 'base64');
  if (digest.length !== SHA1_BYTES) throw invalidChecksum();
  return digest;
}

/** Hashes a part as it passes and fails past `maxBytes`: a part never outgrows what its upload still misses. */
export class PartDigest extends Transform {
  private readonly hash = createHash(UPLOAD_CHECKSUM_ALGORITHM);
  private size = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(new AppError('payload_too_large', { fieldErrors: { file: 'uploads.too_large' } }));
    } else {
      this.hash.update(chunk);
      callback(null, chunk);
    }
  }

  /** Whether the bytes that passed hash to `digest`; call once the part is whole. */
  matches(digest: Buffer): boolean {
    return this.hash.digest().equals(digest);
  }
}

/**
 * Writes a part to the new scratch file `file` while hashing it and answers its path. A part that
 * does not hash to `digest` is removed and answered 460, so its upload never holds a damaged byte.
 */
export async function receiveCheckedPart(
  file: string,
  source: Readable,
  digest: Buffer,
  maxBytes: number,
): Promise<string> {
  const check = new PartDigest(maxBytes);
  await pipeToNewFile(file, source, check);
  if (!check.matches(digest)) {
    await fs.promises.rm(file, { force: true });
    throw new AppError('uploads.checksum_mismatch');
  }
  return file;
}
