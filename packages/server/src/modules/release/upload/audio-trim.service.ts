import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AUDIO_CLIP_MAX_SECONDS, AUDIO_CLIP_MIN_SECONDS, type ReleaseFile } from '@irama/contracts';
import { companyScope } from '../../../db/scope.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { readWavInfo, WavFormatError, type WavInfo } from '../files/wav-info.ts';
import { findReleaseFile } from './release-file.repository.ts';
import { keepUpload, type UploadDeps } from './upload.service.ts';

export type TrimRequest = { file_id: string; start_seconds: number; duration_seconds: number };

/** A canonical 44-byte RIFF/WAVE header for `dataBytes` of samples in the source's format. */
export function wavHeader(
  info: Pick<WavInfo, 'encoding' | 'sampleRate' | 'channels' | 'blockAlign'>,
  dataBytes: number,
): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(info.encoding === 'float' ? 3 : 1, 20);
  header.writeUInt16LE(info.channels, 22);
  header.writeUInt32LE(info.sampleRate, 24);
  header.writeUInt32LE(info.sampleRate * info.blockAlign, 28);
  header.writeUInt16LE(info.blockAlign, 32);
  // The container size per sample: the copied bytes keep the source's sample layout.
  header.writeUInt16LE((info.blockAlign / info.channels) * 8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/**
 * Writes `frames` whole sample frames of a WAV, from `startFrame`, behind a fresh header to `target`:
 * the PCM bytes are copied as they are, no decoder involved. `observe` sees every byte written, in order.
 * Answers the bytes written.
 */
export async function copyWavFrames(
  source: { absolute: string; info: WavInfo },
  range: { startFrame: number; frames: number },
  target: string,
  observe: (chunk: Buffer) => void = () => {},
): Promise<number> {
  const { info } = source;
  const dataBytes = range.frames * info.blockAlign;
  const start = info.dataOffset + range.startFrame * info.blockAlign;
  const header = wavHeader(info, dataBytes);
  observe(header);
  await fs.promises.writeFile(target, header);
  const observing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      observe(chunk);
      callback(null, chunk);
    },
  });
  await pipeline(
    fs.createReadStream(source.absolute, { start, end: start + dataBytes - 1 }),
    observing,
    fs.createWriteStream(target, { flags: 'a' }),
  );
  return header.length + dataBytes;
}

function invalid(field: string, key: string): AppError {
  return new AppError('validation_failed', { fieldErrors: { [field]: key } });
}

/**
 * Cuts a 15–59 s clip out of an uploaded full-audio WAV by copying its PCM byte range (whole
 * sample frames) behind a fresh header, and keeps it as a `clip` upload. No decoder involved.
 */
export async function trimAudio(deps: UploadDeps, companyId: number, request: TrimRequest): Promise<ReleaseFile> {
  if (request.duration_seconds < AUDIO_CLIP_MIN_SECONDS)
    throw invalid('duration_seconds', 'release.file.clip.too_short');
  if (request.duration_seconds > AUDIO_CLIP_MAX_SECONDS)
    throw invalid('duration_seconds', 'release.file.clip.too_long');
  const source = await findReleaseFile(deps.db, companyScope(companyId), request.file_id);
  if (!source) throw notFound();
  if (source.type !== 'audio') throw invalid('file_id', 'release.trim.not_audio');
  const name = source.original_name ? `${source.original_name.replace(/\.wav$/i, '')}-clip.wav` : 'clip.wav';
  // The clip is cut from a local file: the stored one itself, or a copy fetched from the bucket.
  const clip = await deps.storage.withLocalFile(source.path, async (absolute) => {
    let info: WavInfo;
    try {
      info = await readWavInfo(fs.createReadStream(absolute));
    } catch (error) {
      if (error instanceof WavFormatError) throw invalid('file_id', 'release.file.audio.unreadable');
      throw error;
    }
    const startFrame = Math.round(request.start_seconds * info.sampleRate);
    const frames = Math.round(request.duration_seconds * info.sampleRate);
    const totalFrames = Math.floor(info.dataBytes / info.blockAlign);
    if (startFrame + frames > totalFrames) throw invalid('start_seconds', 'release.trim.out_of_range');
    const hash = createHash('sha256');
    const temp = await deps.storage.tempPath();
    try {
      const size = await copyWavFrames({ absolute, info }, { startFrame, frames }, temp, (chunk) => hash.update(chunk));
      return { temp, size, sha256: hash.digest('hex'), name };
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  });
  // A row whose bytes are gone is as unreadable as a broken file.
  if (!clip) throw invalid('file_id', 'release.file.audio.unreadable');
  try {
    return await keepUpload(deps, companyId, 'clip', clip);
  } finally {
    await fs.promises.rm(clip.temp, { force: true });
  }
}
