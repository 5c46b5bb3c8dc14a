import { checkUploadedFile } from '@irama/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunked, type WavParams, writeWav } from './testing/wav-writer.ts';
import { readWavInfo, WavFormatError } from './wav-info.ts';

const CD: WavParams = { sampleRate: 44_100, bitDepth: 16, channels: 2, frames: 44_100 };

async function errorCode(source: Parameters<typeof readWavInfo>[0]): Promise<string> {
  const error = await readWavInfo(source).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof WavFormatError)) throw new Error(`expected a WavFormatError, got ${String(error)}`);
  return error.code;
}

// What the upload check would say about the audio the parser describes.
function audioRuleKeys(info: Awaited<ReturnType<typeof readWavInfo>>): string[] {
  return checkUploadedFile('audio', {
    mime: 'audio/wav',
    size: 1000,
    sample_rate: info.sampleRate,
    bit_depth: info.bitDepth,
    channels: info.channels,
    duration_seconds: info.durationSeconds,
  });
}

describe('readWavInfo', () => {
  it('reads one second of 44.1 kHz 16-bit stereo silence', async () => {
    const info = await readWavInfo(writeWav(CD));
    expect(info).toMatchObject({ container: 'RIFF', encoding: 'pcm', sampleRate: 44_100, bitDepth: 16, channels: 2 });
    expect(info).toMatchObject({ blockAlign: 4, dataOffset: 44, dataBytes: 176_400, durationSeconds: 1 });
    expect(audioRuleKeys(info)).toEqual([]);
  });

  it('describes 22.05 kHz audio, which the upload rule then rejects', async () => {
    const info = await readWavInfo(writeWav({ ...CD, sampleRate: 22_050, frames: 22_050 }));
    expect(info.sampleRate).toBe(22_050);
    expect(audioRuleKeys(info)).toEqual(['release.file.audio.sample_rate_too_low']);
  });

  it('describes 8-bit audio, which the upload rule then rejects', async () => {
    const info = await readWavInfo(writeWav({ ...CD, bitDepth: 8 }));
    expect(info.bitDepth).toBe(8);
    expect(audioRuleKeys(info)).toEqual(['release.file.audio.bit_depth_too_low']);
  });

  it('reads WAVE_FORMAT_EXTENSIBLE and reports its valid bits, not the container size', async () => {
    const info = await readWavInfo(
      writeWav({ sampleRate: 96_000, bitDepth: 32, channels: 2, frames: 9600, extensible: { validBits: 24 } }),
    );
    expect(info).toMatchObject({
      encoding: 'pcm',
      sampleRate: 96_000,
      bitDepth: 24,
      blockAlign: 8,
      durationSeconds: 0.1,
    });
  });

  it('reads 32-bit float, plain and extensible', async () => {
    const float: WavParams = { ...CD, bitDepth: 32, encoding: 'float' };
    expect(await readWavInfo(writeWav(float))).toMatchObject({ encoding: 'float', bitDepth: 32 });
    expect(await readWavInfo(writeWav({ ...float, extensible: {} }))).toMatchObject({
      encoding: 'float',
      bitDepth: 32,
    });
  });

  it('skips odd-sized chunks with their pad byte before fmt', async () => {
    const wav = writeWav({
      ...CD,
      chunksBefore: [
        { id: 'LIST', size: 3 },
        { id: 'bext', size: 601 },
      ],
    });
    expect(await readWavInfo(wav)).toMatchObject({ sampleRate: 44_100, durationSeconds: 1 });
  });

  it('finds fmt after the data chunk', async () => {
    expect(await readWavInfo(writeWav({ ...CD, dataFirst: true }))).toMatchObject({ channels: 2, durationSeconds: 1 });
  });

  it('reads RF64 with the data size from its ds64 chunk', async () => {
    const info = await readWavInfo(writeWav({ ...CD, container: 'RF64' }));
    expect(info).toMatchObject({ container: 'RF64', dataBytes: 176_400, durationSeconds: 1 });
  });

  it('needs only the header: a 64-byte prefix of a long file is enough', async () => {
    const wav = writeWav({ ...CD, frames: 44_100 * 3 });
    expect(await readWavInfo(wav.subarray(0, 64))).toMatchObject({ durationSeconds: 3 });
  });

  it('stops reading a stream once it has the header', async () => {
    let pulled = 0;
    async function* counting(): AsyncGenerator<Uint8Array> {
      for await (const piece of chunked(writeWav({ ...CD, frames: 44_100 * 10 }), Array(1000).fill(64))) {
        pulled += 1;
        yield piece;
      }
    }
    expect(await readWavInfo(counting())).toMatchObject({ durationSeconds: 10 });
    expect(pulled).toBe(1);
  });

  it('rejects a truncated header with a typed error', async () => {
    const wav = writeWav(CD);
    expect(await errorCode(wav.subarray(0, 30))).toBe('truncated');
    expect(await errorCode(wav.subarray(0, 6))).toBe('not_wav');
  });

  it('rejects files that are not RIFF/WAVE', async () => {
    expect(await errorCode(Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000 some mp3'))).toBe('not_wav');
    const avi = writeWav(CD);
    avi.write('AVI ', 8, 'ascii');
    expect(await errorCode(avi)).toBe('not_wav');
  });

  it('rejects compressed WAV (A-law)', async () => {
    const wav = writeWav({ ...CD, bitDepth: 8 });
    wav.writeUInt16LE(6, 20);
    expect(await errorCode(wav)).toBe('unsupported_encoding');
  });

  it('reports a missing fmt or data chunk', async () => {
    const riff = Buffer.concat([
      Buffer.from('RIFF\u0004\u0000\u0000\u0000WAVE', 'latin1'),
      Buffer.from('LIST\u0000\u0000\u0000\u0000'),
    ]);
    expect(await errorCode(riff)).toBe('missing_fmt');
    const wav = writeWav({ ...CD, frames: 0 });
    wav.write('junk', 36, 'ascii');
    expect(await errorCode(wav)).toBe('missing_data');
  });
});

const wavParams = fc.record({
  sampleRate: fc.constantFrom(8000, 22_050, 44_100, 48_000, 88_200, 96_000, 192_000),
  bitDepth: fc.constantFrom(8, 16, 24, 32),
  channels: fc.integer({ min: 1, max: 8 }),
  frames: fc.integer({ min: 0, max: 2000 }),
  extensible: fc.option(fc.constant({}), { nil: undefined }),
  container: fc.constantFrom<'RIFF' | 'RF64'>('RIFF', 'RF64'),
  chunksBefore: fc.array(fc.record({ id: fc.constantFrom('LIST', 'bext', 'JUNK'), size: fc.nat(300) }), {
    maxLength: 3,
  }),
  dataFirst: fc.boolean(),
});

describe('readWavInfo properties', () => {
  it('returns what the writer wrote, whole or streamed in arbitrary chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        wavParams,
        fc.array(fc.integer({ min: 1, max: 97 }), { maxLength: 40 }),
        async (params, sizes) => {
          const wav = writeWav(params);
          const expected = {
            container: params.container,
            sampleRate: params.sampleRate,
            bitDepth: params.bitDepth,
            channels: params.channels,
            durationSeconds: params.frames / params.sampleRate,
          };
          expect(await readWavInfo(wav)).toMatchObject(expected);
          expect(await readWavInfo(chunked(wav, sizes))).toMatchObject(expected);
        },
      ),
    );
  });

  it('throws nothing but WavFormatError on arbitrary bytes, with or without a RIFF/WAVE header', async () => {
    const riffHeader = fc.constantFrom(Buffer.alloc(0), Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVE', 'latin1'));
    const chunkish = fc.array(
      fc.tuple(fc.constantFrom('fmt ', 'data', 'ds64', 'LIST', 'xxxx'), fc.uint8Array({ maxLength: 48 })),
      { maxLength: 4 },
    );
    await fc.assert(
      fc.asyncProperty(riffHeader, chunkish, fc.uint8Array({ maxLength: 64 }), async (header, chunks, tail) => {
        const body = chunks.map(([id, bytes]) => Buffer.concat([Buffer.from(id, 'latin1'), Buffer.from(bytes)]));
        const input = Buffer.concat([header, ...body, Buffer.from(tail)]);
        await readWavInfo(input).catch((error: unknown) => {
          expect(error).toBeInstanceOf(WavFormatError);
        });
      }),
    );
  });
});
