/**
 * The WAV `fmt ` chunk as both sides read it: the server when it describes a stored file, the SPA
 * when it checks a file before sending it. One reader, so the two never disagree on what a header says.
 */

/** A real fmt chunk is 16, 18 or 40 bytes; a huge one is a corrupt or hostile file, not more detail. */
export const WAV_FMT_MAX_BYTES = 4096;
/** RF64 writers put this in the 32-bit size fields and the real size in the ds64 chunk. */
export const WAV_SIZE_IN_DS64 = 0xffffffff;

const WAVE_FORMAT_PCM = 0x0001;
const WAVE_FORMAT_IEEE_FLOAT = 0x0003;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;
// The tail shared by every KSDATAFORMAT_SUBTYPE GUID; the first two bytes carry the format code.
const SUBTYPE_GUID_TAIL = [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71];

export interface WavFormat {
  encoding: 'pcm' | 'float';
  sampleRate: number;
  /** Significant bits per sample (the valid bits of an extensible header). */
  bitDepth: number;
  channels: number;
  blockAlign: number;
}

/** Why a fmt chunk describes no audio this portal takes. */
export type WavFormatProblem = { problem: 'invalid_fmt' | 'unsupported_encoding'; message: string };

/** Reads a fmt chunk's body: uncompressed PCM or float audio, or the problem with it. Never throws. */
export function readWavFormat(bytes: Uint8Array): WavFormat | WavFormatProblem {
  const invalid = (message: string): WavFormatProblem => ({ problem: 'invalid_fmt', message });
  if (bytes.length < 16) return invalid('fmt chunk shorter than 16 bytes');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let formatTag = view.getUint16(0, true);
  const channels = view.getUint16(2, true);
  const sampleRate = view.getUint32(4, true);
  const blockAlign = view.getUint16(12, true);
  const containerBits = view.getUint16(14, true);
  let bitDepth = containerBits;
  if (formatTag === WAVE_FORMAT_EXTENSIBLE) {
    if (bytes.length < 40) return invalid('WAVE_FORMAT_EXTENSIBLE fmt chunk shorter than 40 bytes');
    const validBits = view.getUint16(18, true);
    // Zero valid bits means "all of the container", per the WAVEFORMATEXTENSIBLE docs.
    if (validBits > 0) bitDepth = Math.min(validBits, containerBits);
    if (SUBTYPE_GUID_TAIL.some((byte, index) => bytes[26 + index] !== byte))
      return { problem: 'unsupported_encoding', message: 'Unknown WAVE_FORMAT_EXTENSIBLE sub-format' };
    formatTag = view.getUint16(24, true);
  }
  if (formatTag !== WAVE_FORMAT_PCM && formatTag !== WAVE_FORMAT_IEEE_FLOAT)
    return { problem: 'unsupported_encoding', message: `Compressed WAV (format 0x${formatTag.toString(16)})` };
  if (channels === 0 || sampleRate === 0 || blockAlign === 0 || bitDepth === 0)
    return invalid('fmt chunk has a zero channel count, rate, block size or bit depth');
  return { encoding: formatTag === WAVE_FORMAT_PCM ? 'pcm' : 'float', sampleRate, bitDepth, channels, blockAlign };
}
