import { describe, expect, it } from 'vitest';
import { percentOf } from './percent.ts';

describe('percentOf', () => {
  it('rounds down so only a full amount shows a full bar', () => {
    expect(percentOf(999_999, 1_000_000)).toBe(99);
    expect(percentOf(1_000_000, 1_000_000)).toBe(100);
    expect(percentOf(250_000, 1_000_000)).toBe(25);
  });

  it('stays within 0 to 100 when there is no limit or more is used than allowed', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 0)).toBe(100);
    expect(percentOf(3, 2)).toBe(100);
  });
});
