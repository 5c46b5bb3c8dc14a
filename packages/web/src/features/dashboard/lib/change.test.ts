import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeBpsOf } from './change.ts';

describe('changeBpsOf', () => {
  it('says nothing when there was nothing before', () => {
    fc.assert(fc.property(fc.nat(), (value) => changeBpsOf(value, 0) === null));
  });

  it('is +100% for a doubling, −50% for a halving and 0 for no change', () => {
    expect(changeBpsOf(200, 100)).toBe(10_000);
    expect(changeBpsOf(50, 100)).toBe(-5_000);
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e12 }), (value) => changeBpsOf(value, value) === 0));
  });

  it('has the sign of the difference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1e12 }), (value, previous) => {
        const bps = changeBpsOf(value, previous) ?? 0;
        return Math.sign(bps) === Math.sign(value - previous) || Math.abs(value - previous) * 10_000 < previous;
      }),
    );
  });
});
