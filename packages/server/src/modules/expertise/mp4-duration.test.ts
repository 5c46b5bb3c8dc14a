import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mp4DurationSeconds } from './mp4-duration.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-mp4-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
/** A movie header of `version` stating `duration` units of `timescale`. */
const mvhd = (version: 0 | 1, timescale: number, duration: number) => {
  const body = Buffer.alloc(version === 1 ? 112 : 100);
  body[0] = version;
  if (version === 1) {
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(duration, 16);
  }
  return box('mvhd', body);
};
const ftyp = box('ftyp', Buffer.from('mp42\0\0\0\0mp42isom', 'latin1'));
const fileOf = (name: string, ...parts: Buffer[]) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
};

describe('the length of an MP4', () => {
  it('is read from the movie header, whether the movie box comes after the media or before it', async () => {
    const mdat = box('mdat', Buffer.alloc(5000, 7));
    expect(await mp4DurationSeconds(fileOf('end.mp4', ftyp, mdat, box('moov', mvhd(0, 90_000, 1_350_000))))).toBe(15);
    expect(await mp4DurationSeconds(fileOf('start.mp4', ftyp, box('moov', mvhd(1, 1000, 754_400)), mdat))).toBe(754);
  });

  it('is unknown without a movie header, or with one that states no plausible length', async () => {
    expect(await mp4DurationSeconds(fileOf('none.mp4', ftyp, box('mdat', Buffer.alloc(100))))).toBeNull();
    expect(await mp4DurationSeconds(fileOf('zero.mp4', ftyp, box('moov', mvhd(0, 0, 100))))).toBeNull();
    expect(await mp4DurationSeconds(fileOf('long.mp4', ftyp, box('moov', mvhd(0, 1, 86_400))))).toBeNull();
    const cut = Buffer.concat([ftyp, box('moov', mvhd(0, 1000, 5000))]).subarray(0, 40);
    expect(await mp4DurationSeconds(fileOf('cut.mp4', cut))).toBeNull();
  });
});
