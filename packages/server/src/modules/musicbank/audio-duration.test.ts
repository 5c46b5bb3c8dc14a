import { describe, expect, it } from 'vitest';
import { mp3Seconds, wavSeconds } from './audio-duration.ts';
import { mp3Bytes, wavBytes } from './musicbank.test-support.ts';

describe('demo lengths', () => {
  it('reads a WAV’s length from its data chunk, past other chunks, and from the file when the size is unset', () => {
    expect(wavBytes(5).length).toBe(44 + 5 * 8000 * 2);
    expect(wavSeconds(wavBytes(5))).toBe(5);
    const plain = wavBytes(2);
    // A LIST chunk of 5 bytes (padded to 6) between `fmt ` and `data`.
    const list = Buffer.concat([Buffer.from('LIST', 'latin1'), Buffer.from([5, 0, 0, 0]), Buffer.alloc(6)]);
    expect(wavSeconds(Buffer.concat([plain.subarray(0, 36), list, plain.subarray(36)]))).toBe(2);
    const streamed = Buffer.from(wavBytes(3));
    streamed.writeUInt32LE(0xffffffff, 40);
    expect(wavSeconds(streamed)).toBe(3);
    expect(wavSeconds(Buffer.from('RIFF....WAVEjunk', 'latin1'))).toBeNull();
  });

  it('counts an MP3’s frames after its ID3 tag, MPEG-1 and MPEG-2 alike', () => {
    // 1,000 frames of 1152 samples at 44.1 kHz: 26.1 s.
    expect(mp3Seconds(mp3Bytes(1000))).toBe(26);
    // MPEG-2 Layer III, 64 kbit/s at 22.05 kHz: 576 samples and 208 bytes a frame.
    const frame = Buffer.alloc(208);
    frame.set([0xff, 0xf3, 0x80, 0xc4]);
    expect(mp3Seconds(Buffer.concat(Array.from({ length: 400 }, () => frame)))).toBe(10);
    expect(mp3Seconds(Buffer.from('no frames here'))).toBeNull();
    expect(mp3Seconds(mp3Bytes(1))).toBeNull();
  });
});
