import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { MUSICBANK_DEMO_RULES, type OpsMusicbankItem } from '@irama/contracts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ServedObject } from '../../lib/send-file.ts';
import { newObjectKey } from '../../lib/storage/index.ts';
import { cleanFileName, UploadGuard } from '../../lib/upload-guard.ts';
import { pipeToNewFile } from '../../lib/upload-stream.ts';
import { sniffFile } from '../media/index.ts';
import { contentDisposition } from '../release/index.ts';
import { demoSeconds } from './audio-duration.ts';
import { findItem, findItemByDemo, swapDemo } from './items.repository.ts';
import type { MusicbankDeps } from './musicbank.deps.ts';
import { getOpsItem } from './ops.service.ts';

/** How many leading bytes tell a file's kind (what file-type reads). */
const HEAD_BYTES = 4100;
const WRONG_TYPE = 'musicbank.demo.wrong_type';

export type IncomingFile = { stream: Readable; filename?: string | undefined };

/**
 * Stores an MP3 or WAV as a song's demo, checked by its bytes and size as it streams, with its length
 * read from the file, and removes the demo it replaces. 404 for an unknown song, before anything is
 * read; `openFile` gives the upload (undefined: none was sent).
 */
export async function uploadDemo(
  deps: MusicbankDeps,
  itemId: number,
  openFile: () => Promise<IncomingFile | undefined>,
): Promise<OpsMusicbankItem> {
  if (!(await findItem(deps.db, itemId))) throw notFound();
  const file = await openFile();
  if (!file) throw new AppError('validation_failed', { fieldErrors: { file: 'validation.required' } });
  let detected: { ext: string; mime: string } | undefined;
  const guard = new UploadGuard({
    maxBytes: MUSICBANK_DEMO_RULES.maxBytes,
    headBytes: HEAD_BYTES,
    tooLarge: () => new AppError('payload_too_large', { fieldErrors: { file: 'musicbank.demo.too_large' } }),
    checkHead: async (head) => {
      detected = await sniffFile(head, ['mp3', 'wav'], WRONG_TYPE);
    },
  });
  const temp = await deps.storage.tempPath();
  try {
    await pipeToNewFile(temp, file.stream, guard);
    if (!detected) throw new AppError('unsupported_media_type', { fieldErrors: { file: WRONG_TYPE } });
    const seconds = await demoSeconds(temp, detected.mime);
    const stored = newObjectKey('musicbank', detected.ext);
    await deps.storage.putFile(stored.key, temp);
    const demo = {
      fileId: stored.id,
      path: stored.key,
      mime: detected.mime,
      name: cleanFileName(file.filename) ?? `demo.${detected.ext}`,
      size: guard.size,
      seconds,
    };
    const swapped = await swapDemo(deps.db, itemId, demo, deps.now().toISOString()).catch(async (error: unknown) => {
      await deps.storage.remove(stored.key);
      throw error;
    });
    if (!swapped) {
      await deps.storage.remove(stored.key);
      throw notFound();
    }
    if (swapped.previousPath) await deps.storage.remove(swapped.previousPath);
    return await getOpsItem(deps, itemId);
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}

/**
 * The demo a signed URL names. A signature that is wrong, expired or for another file answers 404
 * exactly as a file that does not exist, decided before any lookup.
 */
export async function openSignedDemo(
  deps: MusicbankDeps,
  fileId: string,
  signature: { exp?: string | undefined; sig?: string | undefined },
): Promise<ServedObject> {
  const seconds = (await deps.links.signer()).secondsLeft(fileId, signature.exp, signature.sig);
  if (seconds === null) throw notFound();
  const demo = await findItemByDemo(deps.db, fileId);
  if (!demo?.demo_path || !demo.demo_mime) throw notFound();
  return {
    key: demo.demo_path,
    mime: demo.demo_mime,
    disposition: contentDisposition('inline', demo.demo_name ?? 'demo'),
    maxAgeSeconds: seconds,
  };
}
