import { checkUploadedFile, type UploadedFile, type UploadType } from '@irama/contracts';
import { readWavHeader } from './wav-header.ts';

// fmt and the data chunk's header come first in any real WAV; a large bext or LIST chunk still fits.
const WAV_PREFIX_BYTES = 1024 * 1024;

type Facts = Omit<UploadedFile, 'file_id' | 'name'>;

/** What the browser can read of a WAV, as the server's facts; null when only the server can tell. */
async function wavFactsOf(file: File): Promise<Facts | 'wrong_type' | null> {
  const prefix = new Uint8Array(await file.slice(0, WAV_PREFIX_BYTES).arrayBuffer());
  const result = readWavHeader(prefix, prefix.length === file.size);
  if (!result.ok) {
    if (result.reason === 'not_wav') return 'wrong_type';
    return result.reason === 'unreadable' ? { mime: 'audio/wav', size: file.size } : null;
  }
  const { header } = result;
  return {
    mime: 'audio/wav',
    size: file.size,
    sample_rate: header.sampleRate,
    bit_depth: header.bitDepth,
    channels: header.channels,
    duration_seconds: header.durationSeconds,
  };
}

/** A cover's pixel size from decoding it; null when this browser cannot decode it (the server still checks). */
async function coverFactsOf(file: File): Promise<Facts | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const image = await createImageBitmap(file);
    const facts = { mime: 'image/jpeg', size: file.size, width: image.width, height: image.height };
    image.close();
    return facts;
  } catch {
    return null;
  }
}

/**
 * The first rule a release file breaks that the browser can see before sending it (a WAV's sample
 * rate, bit depth and length, a cover's size), as the server's own message key; null when none.
 * Run after the name, type and size checks; the server checks the whole file again.
 */
export async function precheckFileContent(type: UploadType, file: File): Promise<string | null> {
  let facts: Facts | 'wrong_type' | null = null;
  if (type === 'audio' || type === 'clip') facts = await wavFactsOf(file);
  else if (type === 'cover') facts = await coverFactsOf(file);
  if (facts === 'wrong_type') return `release.file.${type}.wrong_type`;
  return facts ? (checkUploadedFile(type, facts)[0] ?? null) : null;
}
