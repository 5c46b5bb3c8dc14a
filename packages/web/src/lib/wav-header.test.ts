import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWav } from '../test/wav.ts';
import { readWavHeader } from './wav-header.ts';

const wavSpec = fc.record({
  sampleRate: fc.integer({ min: 8_000, max: 384_000 }),
  bitDepth: fc.constantFrom(8, 16, 24, 32),
  channels: fc.integer({ min: 1, max: 8 }),
  frames: fc.integer({ min: 0, max: 2_000 }),
  leadingChunkSizes: fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 3 }),
});

describe('WAV header reader', () => {
  it('reads back the sample rate, bit depth, channels and length any PCM WAV was written with', () => {
    fc.assert(
      fc.property(wavSpec, (spec) => {
        expect(readWavHeader(buildWav(spec), true)).toEqual({
          ok: true,
          header: {
            sampleRate: spec.sampleRate,
            bitDepth: spec.bitDepth,
            channels: spec.channels,
            durationSeconds: spec.frames / spec.sampleRate,
          },
        });
      }),
    );
  });

  it('takes the valid bits of an extensible header as the bit depth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), (validBits) => {
        const result = readWavHeader(buildWav({ bitDepth: 24, validBits }), true);
        expect(result.ok && result.header.bitDepth).toBe(validBits);
      }),
    );
  });

  it('on any prefix, gives the whole header or says the rest of the file is needed', () => {
    fc.assert(
      fc.property(wavSpec, fc.nat(), (spec, cut) => {
        const whole = buildWav(spec);
        const prefix = whole.subarray(0, cut % (whole.length + 1));
        const result = readWavHeader(prefix, false);
        if (result.ok) expect(result).toEqual(readWavHeader(whole, true));
        else expect(result.reason).toBe('incomplete');
      }),
    );
  });

  it('never throws on arbitrary bytes, whole or cut', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (bytes, isWholeFile) => {
        expect(() => readWavHeader(bytes, isWholeFile)).not.toThrow();
      }),
    );
  });

  it('refuses what is not RIFF/WAVE and calls a compressed or chunk-less WAV unreadable', () => {
    expect(readWavHeader(new TextEncoder().encode('ID3\u0004 not a wave file'), true)).toEqual({
      ok: false,
      reason: 'not_wav',
    });
    expect(readWavHeader(buildWav({ formatTag: 0x0055 }), true)).toEqual({ ok: false, reason: 'unreadable' });
    expect(readWavHeader(buildWav().subarray(0, 12), true)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
