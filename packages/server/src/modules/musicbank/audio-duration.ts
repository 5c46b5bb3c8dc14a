import fs from 'node:fs';

/** The longest demo worth a length (an hour); anything longer reads as a broken header. */
const LONGEST_SECONDS = 60 * 60;

const plausible = (seconds: number) => {
  const rounded = Math.round(seconds);
  return Number.isFinite(seconds) && rounded >= 1 && rounded <= LONGEST_SECONDS ? rounded : null;
};

/** A WAV's length from its header: the `data` chunk's size over the `fmt ` chunk's bytes a second. */
export function wavSeconds(bytes: Buffer): number | null {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') return null;
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 16 <= bytes.length) byteRate = bytes.readUInt32LE(at + 16);
    if (id === 'data') {
      // A recorder that streamed its file may leave the size unset: the rest of the file is the data.
      const dataBytes = Math.min(size, bytes.length - at - 8);
      return byteRate > 0 ? plausible(dataBytes / byteRate) : null;
    }
    // Chunks are padded to an even size.
    at += 8 + size + (size % 2);
  }
  return null;
}

// MPEG audio frame headers: bitrates (kbit/s) by version and layer, sample rates by version.
const BITRATES = {
  v1l1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** The frame at `at`: its length in bytes, samples and sample rate; null when no valid header starts there. */
function frameAt(bytes: Buffer, at: number): { length: number; samples: number; sampleRate: number } | null {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || ((bytes[at + 1] ?? 0) & 0xe0) !== 0xe0) return null;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  if (layer === 0 || !sampleRate) return null;
  const isV1 = version === 3;
  const table =
    layer === 3
      ? isV1
        ? BITRATES.v1l1
        : BITRATES.v2l1
      : isV1
        ? layer === 2
          ? BITRATES.v1l2
          : BITRATES.v1l3
        : BITRATES.v2l23;
  const bitrate = (table[(b2 >> 4) & 0xf] ?? 0) * 1000;
  if (bitrate === 0) return null;
  const padding = (b2 >> 1) & 1;
  if (layer === 3) return { length: (Math.floor((12 * bitrate) / sampleRate) + padding) * 4, samples: 384, sampleRate };
  const samples = layer === 1 && !isV1 ? 576 : 1152;
  return { length: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding, samples, sampleRate };
}

/** An MP3's length, counting its frames after any ID3v2 tag; null when no run of frames starts there. */
export function mp3Seconds(bytes: Buffer): number | null {
  let at = 0;
  if (bytes.toString('latin1', 0, 3) === 'ID3' && bytes.length >= 10) {
    // The tag's size is four 7-bit bytes ("syncsafe"), after a 10-byte header.
    const size = bytes.subarray(6, 10).reduce((total, byte) => total * 128 + (byte & 0x7f), 0);
    at = 10 + size + ((bytes[5] ?? 0) & 0x10 ? 10 : 0);
  }
  let seconds = 0;
  let frames = 0;
  for (let frame = frameAt(bytes, at); frame; frame = frameAt(bytes, at)) {
    seconds += frame.samples / frame.sampleRate;
    frames += 1;
    at += frame.length;
  }
  return frames > 0 ? plausible(seconds) : null;
}

/**
 * The length of a stored demo, read from its bytes by its type; null when they do not tell it. A demo
 * is at most 30 MB (MUSICBANK_DEMO_RULES), so it is read whole.
 */
export async function demoSeconds(path: string, mime: string): Promise<number | null> {
  const bytes = await fs.promises.readFile(path);
  return mime === 'audio/wav' ? wavSeconds(bytes) : mp3Seconds(bytes);
}
