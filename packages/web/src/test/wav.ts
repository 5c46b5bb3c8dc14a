export interface WavSpec {
  sampleRate?: number;
  bitDepth?: number;
  channels?: number;
  /** Sample frames of silence written after the header. */
  frames?: number;
  /** Chunks before `fmt ` (a LIST or bext chunk), odd sizes included. */
  leadingChunkSizes?: number[];
  /** WAVE_FORMAT_EXTENSIBLE with this many valid bits in a container of `bitDepth`. */
  validBits?: number;
  /** A compressed format tag (e.g. 0x0055, MP3) the server cannot describe. */
  formatTag?: number;
}

function chunk(id: string, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(8 + body.length + (body.length % 2));
  bytes.set([...id].map((character) => character.charCodeAt(0)));
  new DataView(bytes.buffer).setUint32(4, body.length, true);
  bytes.set(body, 8);
  return bytes;
}

function fmtBody({ sampleRate = 48_000, bitDepth = 24, channels = 2, validBits, formatTag = 1 }: WavSpec): Uint8Array {
  const body = new Uint8Array(validBits === undefined ? 16 : 40);
  const view = new DataView(body.buffer);
  const blockAlign = channels * Math.ceil(bitDepth / 8);
  view.setUint16(0, validBits === undefined ? formatTag : 0xfffe, true);
  view.setUint16(2, channels, true);
  view.setUint32(4, sampleRate, true);
  view.setUint32(8, sampleRate * blockAlign, true);
  view.setUint16(12, blockAlign, true);
  view.setUint16(14, bitDepth, true);
  if (validBits !== undefined) {
    view.setUint16(16, 22, true);
    view.setUint16(18, validBits, true);
    view.setUint16(24, formatTag, true);
    body.set([0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71], 26);
  }
  return body;
}

/** A RIFF/WAVE file of silence, for tests of the browser's pre-checks. */
export function buildWav(spec: WavSpec = {}): Uint8Array<ArrayBuffer> {
  const { bitDepth = 24, channels = 2, frames = 0, leadingChunkSizes = [] } = spec;
  const chunks = [
    ...leadingChunkSizes.map((size) => chunk('LIST', new Uint8Array(size))),
    chunk('fmt ', fmtBody(spec)),
    chunk('data', new Uint8Array(frames * channels * Math.ceil(bitDepth / 8))),
  ];
  const length = 4 + chunks.reduce((sum, part) => sum + part.length, 0);
  const file = new Uint8Array(8 + length);
  file.set([0x52, 0x49, 0x46, 0x46]);
  new DataView(file.buffer).setUint32(4, length, true);
  file.set([0x57, 0x41, 0x56, 0x45], 8);
  let at = 12;
  for (const part of chunks) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}

/** A WAV as a picked file. */
export function wavFile(spec: WavSpec = {}, name = 'lagu.wav'): File {
  return new File([buildWav(spec)], name, { type: 'audio/wav' });
}
