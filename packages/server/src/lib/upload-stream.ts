import fs from 'node:fs';
import { finished, PassThrough, type Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from './errors.ts';

/** A 400 on `file`: the multipart body was cut off or broken. */
export const malformedUpload = () =>
  new AppError('validation_failed', { fieldErrors: { file: 'validation.malformed' } });

/**
 * The bytes of an uploaded file part, ending only when the part ended whole. When the body is cut
 * off or broken mid-part, the multipart reader destroys the part's stream without an error (or
 * before anyone reads it, which leaves `pipeline` waiting for ever); this stream then fails with
 * `malformedUpload`, so every reader answers 400 and cleans up. Call it as soon as the part arrives.
 */
export function fileStreamOf(part: MultipartFile): Readable {
  const bytes = new PassThrough();
  // The reader may start after an await (a temp path first); the error waits on the stream for it
  // rather than crashing the process as an unheard 'error' event.
  bytes.on('error', () => {});
  finished(part.file, (error) => {
    if (error) bytes.destroy(malformedUpload());
  });
  part.file.pipe(bytes);
  return bytes;
}

/** Reads a whole file part into memory; `isTruncated` says it passed the size limit it was read with. */
export async function readFilePart(part: MultipartFile): Promise<{ buffer: Buffer; isTruncated: boolean }> {
  const chunks = await fileStreamOf(part).toArray();
  return { buffer: Buffer.concat(chunks), isTruncated: part.file.truncated };
}

/**
 * Pipes an upload through its checks into a new file. The file is opened before anything is piped:
 * a body cut off early then fails a pipeline whose file already exists, so removing it cannot race
 * the open that would create it (a busy machine once kept such an empty file). On failure the file
 * is closed and removed before the error goes on.
 */
export async function pipeToNewFile(file: string, source: Readable, ...checks: Transform[]): Promise<void> {
  const handle = await fs.promises.open(file, 'wx');
  try {
    await pipeline([source, ...checks, handle.createWriteStream()]);
  } catch (error) {
    await handle.close().catch(() => {});
    await fs.promises.rm(file, { force: true });
    throw error;
  }
}
