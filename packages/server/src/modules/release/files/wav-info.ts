import { readWavFormat, WAV_FMT_MAX_BYTES, WAV_SIZE_IN_DS64, type WavFormat } from '@irama/contracts';
import { ByteReader, type ByteSource, fourCc, viewOf } from './byte-reader.ts';

/** What a WAV file's header says about its audio. */
export interface WavInfo {
  container: 'RIFF' | 'RF64';
  encoding: 'pcm' | 'float';
  sampleRate: number;
  /** Significant bits per sample (the valid bits of an extensible header). */
  bitDepth: number;
  channels: number;
  blockAlign: number;
  /** Offset of the first sample byte and the length of the sample data. */
  dataOffset: number;
  dataBytes: number;
  durationSeconds: number;
}

export type WavErrorCode =
  | 'not_wav'
  | 'truncated'
  | 'missing_fmt'
  | 'missing_data'
  | 'invalid_fmt'
  | 'unsupported_encoding';

/** The only error the WAV parser throws: the bytes are not a WAV file it can describe. */
export class WavFormatError extends Error {
  constructor(
    readonly code: WavErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WavFormatError';
  }
}

/** The fmt chunk's audio, or the parser's error for what is wrong with it. */
function parseFmt(bytes: Uint8Array): WavFormat {
  const format = readWavFormat(bytes);
  if ('problem' in format) throw new WavFormatError(format.problem, format.message);
  return format;
}

/**
 * Reads a RIFF/WAVE or RF64 header from a prefix of the file or from its stream, walking the
 * chunks to `fmt ` and `data`; the duration comes from the data size, so samples are not read.
 */
export async function readWavInfo(source: ByteSource): Promise<WavInfo> {
  const reader = new ByteReader(source);
  try {
    return await walkChunks(reader);
  } finally {
    await reader.close();
  }
}

async function walkChunks(reader: ByteReader): Promise<WavInfo> {
  const header = await reader.read(12);
  const magic = header ? fourCc(header) : '';
  if (!header || (magic !== 'RIFF' && magic !== 'RF64') || fourCc(header, 8) !== 'WAVE') {
    throw new WavFormatError('not_wav', 'Not a RIFF/WAVE file');
  }
  const container = magic;
  let format: WavFormat | undefined;
  let ds64DataBytes: number | undefined;
  let data: { offset: number; bytes: number } | undefined;
  // Set when the bytes end inside a chunk rather than between chunks.
  let isCut = false;

  for (;;) {
    const chunkHeader = await reader.read(8);
    if (!chunkHeader) break;
    const id = fourCc(chunkHeader);
    const size = viewOf(chunkHeader).getUint32(4, true);
    // Chunks are word-aligned: an odd-sized chunk is followed by one pad byte.
    const padded = size + (size % 2);
    if (id === 'ds64' && container === 'RF64' && size >= 24 && size <= WAV_FMT_MAX_BYTES) {
      const body = await reader.read(padded);
      isCut = !body;
      if (!body) break;
      // Bytes 8–15: the 64-bit data size. Above 2^53 is not a real file; it stays exact below.
      ds64DataBytes = Number(viewOf(body).getBigUint64(8, true));
    } else if (id === 'fmt ') {
      if (size > WAV_FMT_MAX_BYTES) throw new WavFormatError('invalid_fmt', 'fmt chunk too large');
      const body = await reader.read(size);
      isCut = !body;
      if (!body) break;
      // The pad byte may be the last byte of a prefix; it is not needed to describe the audio.
      if (size % 2 === 1) await reader.skip(1);
      format = parseFmt(body);
    } else if (id === 'data') {
      const bytes = size === WAV_SIZE_IN_DS64 && ds64DataBytes !== undefined ? ds64DataBytes : size;
      data = { offset: reader.position, bytes };
      // The usual layout puts fmt first; then the data size is all we need and we stop here.
      if (format) break;
      isCut = !(await reader.skip(bytes + (bytes % 2)));
      if (isCut) break;
    } else {
      isCut = !(await reader.skip(padded));
      if (isCut) break;
    }
    if (format && data) break;
  }

  if (!format) {
    throw isCut
      ? new WavFormatError('truncated', 'File ends before its fmt chunk')
      : new WavFormatError('missing_fmt', 'No fmt chunk');
  }
  if (!data) {
    throw isCut
      ? new WavFormatError('truncated', 'File ends before its data chunk')
      : new WavFormatError('missing_data', 'No data chunk');
  }
  const frames = Math.floor(data.bytes / format.blockAlign);
  return {
    container,
    ...format,
    dataOffset: data.offset,
    dataBytes: data.bytes,
    durationSeconds: frames / format.sampleRate,
  };
}
