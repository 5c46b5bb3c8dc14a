import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectUpload } from './inspect-upload.ts';
import { chunked, type WavParams, writeWav } from './testing/wav-writer.ts';

const CD: WavParams = { sampleRate: 44_100, bitDepth: 16, channels: 2, frames: 44_100 };

const jpeg = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: 'black' } })
    .jpeg()
    .toBuffer();

// Each pass gets a fresh stream of small chunks, as a file read stream would give.
const inspect = (type: Parameters<typeof inspectUpload>[0], bytes: Buffer) =>
  inspectUpload(
    type,
    () =>
      chunked(
        bytes,
        Array.from({ length: 100 }, () => 256),
      ),
    bytes.length,
  );

describe('inspectUpload', () => {
  it('accepts a 3000x3000 JPEG cover and reports its size', async () => {
    const bytes = await jpeg(3000);
    expect(await inspect('cover', bytes)).toEqual({
      facts: { mime: 'image/jpeg', size: bytes.length, width: 3000, height: 3000 },
      keys: [],
    });
  });

  it('rejects a smaller JPEG cover and a PNG cover, whatever their names', async () => {
    expect((await inspect('cover', await jpeg(300))).keys).toEqual(['release.file.cover.wrong_dimensions']);
    const png = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: 'black' } })
      .png()
      .toBuffer();
    expect((await inspect('cover', png)).keys).toEqual(['release.file.cover.wrong_type']);
  });

  it('accepts CD-quality WAV as full audio and shows its format', async () => {
    const wav = writeWav(CD);
    expect(await inspect('audio', wav)).toEqual({
      facts: {
        mime: 'audio/wav',
        size: wav.length,
        sample_rate: 44_100,
        bit_depth: 16,
        channels: 2,
        duration_seconds: 1,
      },
      keys: [],
    });
  });

  it('rejects 22.05 kHz audio and a clip shorter than 15 seconds', async () => {
    expect((await inspect('audio', writeWav({ ...CD, sampleRate: 22_050 }))).keys).toEqual([
      'release.file.audio.sample_rate_too_low',
    ]);
    expect((await inspect('clip', writeWav({ ...CD, frames: 44_100 * 14 }))).keys).toEqual([
      'release.file.clip.too_short',
    ]);
    expect((await inspect('clip', writeWav({ ...CD, frames: 44_100 * 30 }))).keys).toEqual([]);
  });

  it('reports compressed WAV as unreadable audio', async () => {
    const alaw = writeWav({ ...CD, bitDepth: 8 });
    alaw.writeUInt16LE(6, 20);
    expect((await inspect('audio', alaw)).keys).toEqual(['release.file.audio.unreadable']);
  });

  it('accepts a real PDF letter and rejects text named like one', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
    expect(await inspect('letter', pdf)).toEqual({ facts: { mime: 'application/pdf', size: pdf.length }, keys: [] });
    expect((await inspect('letter', Buffer.from('surat-pernyataan.pdf'))).keys).toEqual([
      'release.file.letter.wrong_type',
    ]);
  });
});
