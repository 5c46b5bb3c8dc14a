import { readWavFormat, WAV_FMT_MAX_BYTES, WAV_SIZE_IN_DS64, type WavFormat } from '@irama/contracts';

/** What a WAV header says about its audio, as the server reads it (packages/server …/files/wav-info.ts). */
export interface WavHeader {
  sampleRate: number;
  /** Significant bits per sample (the valid bits of an extensible header). */
  bitDepth: number;
  channels: number;
  durationSeconds: number;
}

/**
 * - `not_wav`: no RIFF/RF64 WAVE signature;
 * - `unreadable`: a WAV the server cannot describe either (compressed, corrupt fmt, no data);
 * - `incomplete`: the bytes end before fmt and data, so only the whole file could tell.
 */
export type WavHeaderResult =
  | { ok: true; header: WavHeader }
  | { ok: false; reason: 'not_wav' | 'unreadable' | 'incomplete' };

const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * Reads a RIFF/WAVE or RF64 header from the first bytes of a file: walks the chunks to `fmt ` and
 * `data`; the duration comes from the data size. `isWholeFile` says whether a missing chunk could
 * still come later. Never throws.
 */
export function readWavHeader(bytes: Uint8Array, isWholeFile: boolean): WavHeaderResult {
  if (bytes.length < 12) return { ok: false, reason: isWholeFile ? 'not_wav' : 'incomplete' };
  const magic = fourCc(bytes, 0);
  if ((magic !== 'RIFF' && magic !== 'RF64') || fourCc(bytes, 8) !== 'WAVE') return { ok: false, reason: 'not_wav' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: WavFormat | null | undefined;
  let ds64DataBytes: number | undefined;
  let dataBytes: number | undefined;
  let at = 12;
  while (at + 8 <= bytes.length && (format === undefined || dataBytes === undefined)) {
    const id = fourCc(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'data') {
      dataBytes = size === WAV_SIZE_IN_DS64 && ds64DataBytes !== undefined ? ds64DataBytes : size;
      // Samples follow; with fmt already read there is nothing left to learn.
      if (format !== undefined) break;
    } else if (id === 'fmt ') {
      if (size > WAV_FMT_MAX_BYTES) return { ok: false, reason: 'unreadable' };
      if (body + size > bytes.length) break;
      const read = readWavFormat(bytes.subarray(body, body + size));
      format = 'problem' in read ? null : read;
    } else if (id === 'ds64' && magic === 'RF64' && size >= 24 && size <= WAV_FMT_MAX_BYTES) {
      if (body + size > bytes.length) break;
      ds64DataBytes = Number(view.getBigUint64(body + 8, true));
    }
    // Chunks are word-aligned: an odd-sized chunk is followed by one pad byte.
    at = body + size + (size % 2);
  }
  if (format === null) return { ok: false, reason: 'unreadable' };
  if (format === undefined || dataBytes === undefined)
    return { ok: false, reason: isWholeFile ? 'unreadable' : 'incomplete' };
  const frames = Math.floor(dataBytes / format.blockAlign);
  const { sampleRate, bitDepth, channels } = format;
  return { ok: true, header: { sampleRate, bitDepth, channels, durationSeconds: frames / sampleRate } };
}
