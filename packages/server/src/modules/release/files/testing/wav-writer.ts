// Builds small WAV files in memory for the parser tests, in the layouts real tools produce.

export interface WavParams {
  sampleRate: number;
  bitDepth: number;
  channels: number;
  frames: number;
  encoding?: 'pcm' | 'float';
  /** Write WAVE_FORMAT_EXTENSIBLE with this many valid bits (defaults to bitDepth). */
  extensible?: { validBits?: number };
  container?: 'RIFF' | 'RF64';
  /** Chunks written before fmt, such as LIST or bext; odd sizes get their pad byte. */
  chunksBefore?: { id: string; size: number }[];
  /** Put the data chunk before fmt, which the format allows and a few tools do. */
  dataFirst?: boolean;
}

function chunk(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'ascii');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, Buffer.alloc(body.length % 2)]);
}

function fmtBody(params: WavParams): Buffer {
  const containerBytes = Math.ceil(params.bitDepth / 8);
  const blockAlign = params.channels * containerBytes;
  const code = params.encoding === 'float' ? 3 : 1;
  const body = Buffer.alloc(params.extensible ? 40 : 16);
  body.writeUInt16LE(params.extensible ? 0xfffe : code, 0);
  body.writeUInt16LE(params.channels, 2);
  body.writeUInt32LE(params.sampleRate, 4);
  body.writeUInt32LE(params.sampleRate * blockAlign, 8);
  body.writeUInt16LE(blockAlign, 12);
  body.writeUInt16LE(containerBytes * 8, 14);
  if (params.extensible) {
    body.writeUInt16LE(22, 16);
    body.writeUInt16LE(params.extensible.validBits ?? params.bitDepth, 18);
    body.writeUInt32LE(params.channels === 2 ? 0x3 : 0x4, 20);
    body.writeUInt16LE(code, 24);
    Buffer.from([0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71]).copy(body, 26);
  }
  return body;
}

/** A complete WAV file of silence with the given format. */
export function writeWav(params: WavParams): Buffer {
  const blockAlign = params.channels * Math.ceil(params.bitDepth / 8);
  const samples = Buffer.alloc(params.frames * blockAlign);
  const extra = (params.chunksBefore ?? []).map((extraChunk) =>
    chunk(extraChunk.id, Buffer.alloc(extraChunk.size, 0x20)),
  );
  const fmt = chunk('fmt ', fmtBody(params));
  let data = chunk('data', samples);
  const isRf64 = params.container === 'RF64';
  if (isRf64) data.writeUInt32LE(0xffffffff, 4);
  const body = params.dataFirst ? [...extra, data, fmt] : [...extra, fmt, data];
  if (isRf64) {
    const ds64 = Buffer.alloc(28);
    ds64.writeBigUInt64LE(BigInt(4 + 36 + Buffer.concat(body).length), 0);
    ds64.writeBigUInt64LE(BigInt(samples.length), 8);
    ds64.writeBigUInt64LE(BigInt(params.frames), 16);
    body.unshift(chunk('ds64', ds64));
  }
  data = Buffer.concat(body);
  const header = Buffer.alloc(12);
  header.write(isRf64 ? 'RF64' : 'RIFF', 0, 'ascii');
  header.writeUInt32LE(isRf64 ? 0xffffffff : 4 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  return Buffer.concat([header, data]);
}

/** The same bytes as a stream of chunks split at the given sizes (the last takes the rest). */
export async function* chunked(bytes: Uint8Array, sizes: readonly number[]): AsyncGenerator<Uint8Array> {
  let offset = 0;
  for (const size of sizes) {
    if (offset >= bytes.length) return;
    yield bytes.subarray(offset, offset + size);
    offset += size;
  }
  if (offset < bytes.length) yield bytes.subarray(offset);
}
