import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { EPISODE_FILE_RULES, EPISODE_UPLOAD_PURPOSES, type EpisodeFileKind, type OpsEpisode } from '@irama/contracts';
import { nowIso } from '../../db/database.ts';
import { checkStoredFile } from '../../lib/check-stored-file.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ServedObject } from '../../lib/send-file.ts';
import { cleanFileName, UploadGuard } from '../../lib/upload-guard.ts';
import { pipeToNewFile } from '../../lib/upload-stream.ts';
import { sniffFile } from '../media/index.ts';
import { contentDisposition } from '../release/index.ts';
import { takeFinishedUpload, type UploadOwner } from '../uploads/index.ts';
import type { ExpertiseDeps } from './expertise.deps.ts';
import { mp4DurationSeconds } from './mp4-duration.ts';
import { findFiles, insertFile, swapEpisodeFile } from './ops.repository.ts';
import { getOpsEpisode, removeFiles } from './ops.service.ts';

/** How many leading bytes tell a file's kind (what file-type reads). */
const HEAD_BYTES = 4100;
// A WebVTT file starts with "WEBVTT" (after an optional byte order mark), then a space, tab or line end.
const WEBVTT = /^(\uFEFF)?WEBVTT([ \t\r\n]|$)/;
const EXTENSIONS: Readonly<Record<EpisodeFileKind, readonly string[]>> = {
  video: ['mp4', 'webm'],
  poster: ['jpg', 'png'],
  subtitles_id: ['vtt'],
  subtitles_en: ['vtt'],
};

const wrongType = (kind: EpisodeFileKind) =>
  new AppError('unsupported_media_type', { fieldErrors: { file: `expertise.file.${kind}.wrong_type` } });
const tooLarge = (kind: EpisodeFileKind) =>
  new AppError('payload_too_large', { fieldErrors: { file: `expertise.file.${kind}.too_large` } });

/** The extension and type the first bytes show, when `kind` takes them; a 415 otherwise. */
async function kindOfHead(kind: EpisodeFileKind, head: Buffer): Promise<{ ext: string; mime: string }> {
  if (EXTENSIONS[kind].includes('vtt')) {
    if (!WEBVTT.test(head.subarray(0, 16).toString('utf8'))) throw wrongType(kind);
    return { ext: 'vtt', mime: 'text/vtt' };
  }
  const { ext, mime } = await sniffFile(head, EXTENSIONS[kind], `expertise.file.${kind}.wrong_type`);
  return { ext, mime };
}

export type IncomingFile = { stream: Readable; filename?: string | undefined };

/** The size and content checks of a `kind` file, the same for a streamed part and a finished upload. */
function episodeFileCheck(kind: EpisodeFileKind) {
  let detected: { ext: string; mime: string } | undefined;
  const guard = new UploadGuard({
    maxBytes: EPISODE_FILE_RULES[kind].maxBytes,
    headBytes: HEAD_BYTES,
    tooLarge: () => tooLarge(kind),
    checkHead: async (head) => {
      detected = await kindOfHead(kind, head);
    },
  });
  const detectedKind = () => {
    if (!detected) throw wrongType(kind);
    return detected;
  };
  return { guard, detectedKind };
}

/** Keeps a checked file at `temp` as the slot's new file and removes the one it replaces. */
async function keepEpisodeFile(
  deps: ExpertiseDeps,
  episodeId: number,
  kind: EpisodeFileKind,
  file: { temp: string; size: number; detected: { ext: string; mime: string }; filename: string | undefined },
): Promise<OpsEpisode> {
  const { detected } = file;
  // An MP4 states its length; the one staff typed stands for a WebM or an MP4 that does not.
  const durationSeconds = detected.mime === 'video/mp4' ? await mp4DurationSeconds(file.temp) : null;
  const stored = deps.storage.newFile(detected.ext);
  await deps.storage.putFile(stored.key, file.temp);
  await insertFile(deps.db, {
    id: stored.id,
    path: stored.key,
    mime: detected.mime,
    original_name: cleanFileName(file.filename) ?? `${kind}.${detected.ext}`,
    size: file.size,
    created_at: nowIso(),
  }).catch(async (error: unknown) => {
    await deps.storage.remove(stored.key);
    throw error;
  });
  return replaceEpisodeFile(deps, episodeId, kind, stored.id, durationSeconds ?? undefined);
}

/**
 * Fills a temp file through the slot's checks (`fill` answers the client's name for it), keeps it
 * as the slot's new file, and removes the temp file whatever happened.
 */
async function receiveEpisodeFile(
  deps: ExpertiseDeps,
  episodeId: number,
  kind: EpisodeFileKind,
  fill: (temp: string, guard: UploadGuard) => Promise<string | undefined>,
): Promise<OpsEpisode> {
  const check = episodeFileCheck(kind);
  const temp = await deps.storage.tempPath();
  try {
    const filename = await fill(temp, check.guard);
    const file = { temp, size: check.guard.size, detected: check.detectedKind(), filename };
    return await keepEpisodeFile(deps, episodeId, kind, file);
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}

/**
 * Stores an upload for an episode's `kind` slot (video, poster or subtitles), checked by its bytes
 * and size as it streams, and replaces the file the slot held. 404 for an unknown episode, before
 * anything is read; `openFile` gives the upload (undefined: none was sent).
 */
export async function uploadEpisodeFile(
  deps: ExpertiseDeps,
  episodeId: number,
  kind: EpisodeFileKind,
  openFile: () => Promise<IncomingFile | undefined>,
): Promise<OpsEpisode> {
  await getOpsEpisode(deps, episodeId);
  const file = await openFile();
  if (!file) throw new AppError('validation_failed', { fieldErrors: { file: 'validation.required' } });
  return receiveEpisodeFile(deps, episodeId, kind, async (temp, guard) => {
    await pipeToNewFile(temp, file.stream, guard);
    return file.filename;
  });
}

/**
 * Puts the owner's finished resumable upload in an episode's slot, with the same checks as a
 * streamed one; only the video slot takes one (EPISODE_UPLOAD_PURPOSES). 404 for an unknown
 * episode before the upload is touched; once taken, the upload is used up whether it passes or not.
 */
export async function attachEpisodeUpload(
  deps: ExpertiseDeps,
  owner: UploadOwner,
  episodeId: number,
  kind: EpisodeFileKind,
  uploadId: string,
): Promise<OpsEpisode> {
  await getOpsEpisode(deps, episodeId);
  const purpose = EPISODE_UPLOAD_PURPOSES[kind];
  if (!purpose) throw new AppError('validation_failed', { fieldErrors: { upload_id: 'uploads.purpose_mismatch' } });
  return receiveEpisodeFile(deps, episodeId, kind, async (temp, guard) => {
    const upload = await takeFinishedUpload(deps.dataDir, owner, uploadId, purpose, temp);
    await checkStoredFile(temp, guard);
    return upload.filename;
  });
}

/** Puts `fileId` (or nothing) in the episode's slot, with its length when known, and removes the file it replaces. */
export async function replaceEpisodeFile(
  deps: ExpertiseDeps,
  episodeId: number,
  kind: EpisodeFileKind,
  fileId: string | null,
  durationSeconds?: number,
): Promise<OpsEpisode> {
  const swapped = await swapEpisodeFile(deps.db, episodeId, { kind, fileId, durationSeconds, at: nowIso() });
  if (!swapped) {
    if (fileId) await removeFiles(deps, [fileId]);
    throw notFound();
  }
  if (swapped.previous) await removeFiles(deps, [swapped.previous]);
  return getOpsEpisode(deps, episodeId);
}

/**
 * The episode file a signed URL names. A signature that is wrong, expired or for another file answers
 * 404 exactly as a file that does not exist, decided before any lookup.
 */
export async function openSignedEpisodeFile(
  deps: ExpertiseDeps,
  id: string,
  signature: { exp?: string | undefined; sig?: string | undefined },
): Promise<ServedObject> {
  const seconds = (await deps.links.signer()).secondsLeft(id, signature.exp, signature.sig);
  if (seconds === null) throw notFound();
  const [file] = await findFiles(deps.db, [id]);
  if (!file) throw notFound();
  return {
    key: file.path,
    mime: file.mime,
    disposition: contentDisposition('inline', file.original_name),
    maxAgeSeconds: seconds,
  };
}
