import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffFile } from './sniff.ts';
import { writeWav } from './testing/wav-writer.ts';

function ftyp(major: string, compatible: string[] = []): Buffer {
  const box = Buffer.alloc(16 + compatible.length * 4);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  for (const [index, brand] of compatible.entries()) box.write(brand, 16 + index * 4, 'latin1');
  // A following moov box header, as in a real file.
  return Buffer.concat([box, Buffer.from([0, 0, 0, 8]), Buffer.from('moov', 'latin1')]);
}

const image = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } })
    .toFormat(format)
    .toBuffer();

describe('sniffFile', () => {
  it('recognises JPEG and PNG from their bytes', async () => {
    expect(await sniffFile(await image('jpeg'))).toEqual({ kind: 'jpeg', mime: 'image/jpeg' });
    expect(await sniffFile(await image('png'))).toEqual({ kind: 'png', mime: 'image/png' });
  });

  it('recognises a PDF by its %PDF- header', async () => {
    expect(await sniffFile(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'latin1'))).toEqual({
      kind: 'pdf',
      mime: 'application/pdf',
    });
    expect(await sniffFile(Buffer.from('PDF-1.7 but not really'))).toBeUndefined();
  });

  it('recognises MP4 by the brands of its ftyp box', async () => {
    for (const major of ['isom', 'mp42', 'M4V ', 'avc1']) expect((await sniffFile(ftyp(major)))?.kind).toBe('mp4');
    expect((await sniffFile(ftyp('abcd', ['abcd', 'mp41'])))?.kind).toBe('mp4');
  });

  it('does not take QuickTime, M4A audio, HEIC or 3GP for MP4', async () => {
    for (const major of ['qt  ', 'M4A ', 'heic', '3gp5']) {
      expect((await sniffFile(ftyp(major, ['isom'])))?.kind).not.toBe('mp4');
    }
    expect(await sniffFile(ftyp('abcd', ['abcd']))).toBeUndefined();
  });

  it('recognises WAV and RF64, and not other RIFF files', async () => {
    expect(await sniffFile(writeWav({ sampleRate: 44_100, bitDepth: 16, channels: 2, frames: 10 }))).toEqual({
      kind: 'wav',
      mime: 'audio/wav',
    });
    const rf64 = writeWav({ sampleRate: 48_000, bitDepth: 24, channels: 2, frames: 10, container: 'RF64' });
    expect((await sniffFile(rf64))?.kind).toBe('wav');
    const avi = Buffer.from('RIFF\u0000\u0000\u0000\u0000AVI LIST', 'latin1');
    expect(await sniffFile(avi)).toBeUndefined();
  });

  it('does not trust a name or anything but the bytes: text and empty input are unknown', async () => {
    expect(await sniffFile(Buffer.from('cover.jpg'))).toBeUndefined();
    expect(await sniffFile(new Uint8Array(0))).toBeUndefined();
  });
});
