import { ByteReader, type ByteSource, viewOf } from './byte-reader.ts';

/** What a JPEG's frame header says about the image. */
export interface JpegInfo {
  width: number;
  height: number;
  components: number;
  /** True for progressive frames (SOF2 and friends), false for baseline/extended sequential. */
  isProgressive: boolean;
}

export type JpegErrorCode = 'not_jpeg' | 'truncated' | 'missing_frame' | 'invalid_segment';

/** The only error the JPEG reader throws: the bytes are not a JPEG it can describe. */
export class JpegFormatError extends Error {
  constructor(
    readonly code: JpegErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'JpegFormatError';
  }
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
// SOF0–SOF15 are frame headers except DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
const PROGRESSIVE_MARKERS = new Set([0xc2, 0xc6, 0xca, 0xce]);
// Markers with no length field: TEM and the restart markers.
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Reads the width and height from a JPEG's frame header (SOF0/SOF2/…), walking the segments
 * before it; the pixel data is never read, so a prefix or a stream is enough.
 */
export async function readJpegInfo(source: ByteSource): Promise<JpegInfo> {
  const reader = new ByteReader(source);
  try {
    return await walkSegments(reader);
  } finally {
    await reader.close();
  }
}

async function walkSegments(reader: ByteReader): Promise<JpegInfo> {
  const start = await reader.read(2);
  if (start?.[0] !== 0xff || start[1] !== SOI) throw new JpegFormatError('not_jpeg', 'No JPEG start marker');
  for (;;) {
    const marker = await readMarker(reader);
    if (marker === SOI || isStandalone(marker)) continue;
    if (marker === EOI || marker === SOS)
      throw new JpegFormatError('missing_frame', 'No frame header before the image data');
    const lengthBytes = await reader.read(2);
    if (!lengthBytes) throw new JpegFormatError('truncated', 'File ends inside a segment header');
    const length = viewOf(lengthBytes).getUint16(0);
    if (length < 2) throw new JpegFormatError('invalid_segment', `Segment length ${length}`);
    if (isFrameMarker(marker)) {
      const frame = await reader.read(length - 2);
      if (!frame) throw new JpegFormatError('truncated', 'File ends inside the frame header');
      if (frame.length < 6) throw new JpegFormatError('invalid_segment', 'Frame header shorter than 6 bytes');
      const view = viewOf(frame);
      return {
        height: view.getUint16(1),
        width: view.getUint16(3),
        components: view.getUint8(5),
        isProgressive: PROGRESSIVE_MARKERS.has(marker),
      };
    }
    if (!(await reader.skip(length - 2))) throw new JpegFormatError('truncated', 'File ends inside a segment');
  }
}

async function readMarker(reader: ByteReader): Promise<number> {
  const first = await reader.read(1);
  if (!first) throw new JpegFormatError('truncated', 'File ends before the frame header');
  if (first[0] !== 0xff) throw new JpegFormatError('invalid_segment', 'Expected a marker');
  // Any number of 0xFF fill bytes may precede the marker code.
  for (;;) {
    const next = await reader.read(1);
    if (!next) throw new JpegFormatError('truncated', 'File ends inside a marker');
    if (next[0] !== 0xff) return next[0] ?? 0;
  }
}
