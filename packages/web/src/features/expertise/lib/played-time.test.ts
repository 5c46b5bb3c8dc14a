import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPlayedTime } from './played-time.ts';

describe('played time', () => {
  it('counts steady playback and keeps the fraction for the next report', () => {
    const played = createPlayedTime();
    for (let step = 0; step <= 10; step += 1) played.advance(step * 0.25, step * 250);
    expect(played.take()).toBe(2);
    played.advance(3, 3000);
    expect(played.take()).toBe(1);
  });

  it('does not count a seek, nor the first step after an interruption', () => {
    const played = createPlayedTime();
    played.advance(0, 0);
    played.advance(40, 250);
    played.interrupt();
    played.advance(41, 60_000);
    expect(played.take()).toBe(0);
  });

  it('never claims more seconds than passed, however the playhead moves', () => {
    const step = fc.record({
      forward: fc.double({ min: -5, max: 5, noNaN: true }),
      wait: fc.integer({ min: 0, max: 3000 }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 200 }), (steps) => {
        const played = createPlayedTime();
        let position = 0;
        let at = 0;
        for (const { forward, wait } of steps) {
          position = Math.max(0, position + forward);
          at += wait;
          played.advance(position, at);
        }
        expect(played.take()).toBeLessThanOrEqual(at / 1000);
      }),
    );
  });
});
