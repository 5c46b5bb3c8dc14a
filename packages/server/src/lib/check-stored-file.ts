import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadGuard } from './upload-guard.ts';

/**
 * Runs a file already on disk (a finished resumable upload) through the checks a streamed upload
 * passes (size, first bytes, hash), reading it once and writing nothing, so both ways in keep the same rules.
 */
export async function checkStoredFile(file: string, guard: UploadGuard): Promise<void> {
  const discard = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  await pipeline(fs.createReadStream(file), guard, discard);
}
