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

const WAVE_FORMAT_PCM = 0x0001;
const WAVE_FORMAT_IEEE_FLOAT = 0x0003;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;
// The tail shared by every KSDATAFORMAT_SUBTYPE GUID; the first two bytes carry the format code.
const SUBTYPE_GUID_TAIL = [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71];
// A real fmt chunk is 16, 18 or 40 bytes; a huge one is a corrupt or hostile file, not more detail.
const FMT_MAX_BYTES = 4096;
// RF64 writers put this in the 32-bit size fields and the real size in the ds64 chunk.
const SIZE_IN_DS64 = 0xffffffff;

interface WavFormat {
  encoding: 'pcm' | 'float';
  sampleRate: number;
  bitDepth: number;
  channels: number;
  blockAlign: number;
}

function parseFmt(bytes: Uint8Array): WavFormat {
  if (bytes.length < 16) throw new WavFormatError('invalid_fmt', 'fmt chunk shorter than 16 bytes');
  const view = viewOf(bytes);
  let formatTag = view.getUint16(0, true);
  const channels = view.getUint16(2, true);
  const sampleRate = view.getUint32(4, true);
  const blockAlign = view.getUint16(12, true);
  const containerBits = view.getUint16(14, true);
  let bitDepth = containerBits;
  if (formatTag === WAVE_FORMAT_EXTENSIBLE) {
    if (bytes.length < 40)
      throw new WavFormatError('invalid_fmt', 'WAVE_FORMAT_EXTENSIBLE fmt chunk shorter than 40 bytes');
    const validBits = view.getUint16(18, true);
    // Zero valid bits means "all of the container", per the WAVEFORMATEXTENSIBLE docs.
    if (validBits > 0) bitDepth = Math.min(validBits, containerBits);
    if (SUBTYPE_GUID_TAIL.some((byte, index) => bytes[26 + index] !== byte)) {
      throw new WavFormatError('unsupported_encoding', 'Unknown WAVE_FORMAT_EXTENSIBLE sub-format');
    }
    formatTag = view.getUint16(24, true);
  }
  if (formatTag !== WAVE_FORMAT_PCM && formatTag !== WAVE_FORMAT_IEEE_FLOAT) {
    throw new WavFormatError('unsupported_encoding', `Compressed WAV (format 0x${formatTag.toString(16)})`);
  }
  if (channels === 0 || sampleRate === 0 || blockAlign === 0 || bitDepth === 0) {
    throw new WavFormatError('invalid_fmt', 'fmt chunk has a zero channel count, rate, block size or bit depth');
  }
  return { encoding: formatTag === WAVE_FORMAT_PCM ? 'pcm' : 'float', sampleRate, bitDepth, channels, blockAlign };
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
    if (id === 'ds64' && container === 'RF64' && size >= 24 && size <= FMT_MAX_BYTES) {
      const body = await reader.read(padded);
      isCut = !body;
      if (!body) break;
      // Bytes 8–15: the 64-bit data size. Above 2^53 is not a real file; it stays exact below.
      ds64DataBytes = Number(viewOf(body).getBigUint64(8, true));
    } else if (id === 'fmt ') {
      if (size > FMT_MAX_BYTES) throw new WavFormatError('invalid_fmt', 'fmt chunk too large');
      const body = await reader.read(size);
      isCut = !body;
      if (!body) break;
      // The pad byte may be the last byte of a prefix; it is not needed to describe the audio.
      if (size % 2 === 1) await reader.skip(1);
      format = parseFmt(body);
    } else if (id === 'data') {
      const bytes = size === SIZE_IN_DS64 && ds64DataBytes !== undefined ? ds64DataBytes : size;
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
