import fs from 'node:fs';

/** The longest episode staff may upload (`EpisodeWriteSchema`'s duration limit), in seconds. */
const LONGEST_SECONDS = 6 * 60 * 60;

type Box = { type: string; start: number; headerSize: number; end: number };

/** The box at `offset` of `file` (up to `limit`), or null past the end or when its size is impossible. */
async function boxAt(file: fs.promises.FileHandle, offset: number, limit: number): Promise<Box | null> {
  const header = Buffer.alloc(16);
  const { bytesRead } = await file.read(header, 0, 16, offset);
  if (bytesRead < 8) return null;
  const size32 = header.readUInt32BE(0);
  const type = header.toString('latin1', 4, 8);
  const [size, headerSize] =
    size32 === 1 && bytesRead >= 16
      ? [Number(header.readBigUInt64BE(8)), 16]
      : [size32 === 0 ? limit - offset : size32, 8];
  if (size < headerSize || offset + size > limit) return null;
  return { type, start: offset, headerSize, end: offset + size };
}

/** The first box of `type` among the boxes from `start` to `end`. */
async function findBox(file: fs.promises.FileHandle, type: string, start: number, end: number): Promise<Box | null> {
  for (let offset = start; offset < end; ) {
    const box = await boxAt(file, offset, end);
    if (!box) return null;
    if (box.type === type) return box;
    offset = box.end;
  }
  return null;
}

/**
 * The length in whole seconds an MP4 file's movie header (`moov`/`mvhd`) states, or null when the
 * file has none that reads as a plausible length: then the length staff typed stands.
 */
export async function mp4DurationSeconds(path: string): Promise<number | null> {
  const file = await fs.promises.open(path, 'r');
  try {
    const { size } = await file.stat();
    const moov = await findBox(file, 'moov', 0, size);
    const mvhd = moov && (await findBox(file, 'mvhd', moov.start + moov.headerSize, moov.end));
    if (!mvhd) return null;
    const body = Buffer.alloc(32);
    await file.read(body, 0, 32, mvhd.start + mvhd.headerSize);
    // Version 1 has 64-bit times and duration; version 0 has 32-bit ones.
    const [timescale, duration] =
      body[0] === 1
        ? [body.readUInt32BE(20), Number(body.readBigUInt64BE(24))]
        : [body.readUInt32BE(12), body.readUInt32BE(16)];
    if (timescale === 0) return null;
    const seconds = Math.round(duration / timescale);
    return seconds >= 1 && seconds <= LONGEST_SECONDS ? seconds : null;
  } finally {
    await file.close();
  }
}
