import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastDayOf } from './stats.service.ts';

describe('lastDayOf', () => {
  it('is the day before the first of the next month, leap years included', () => {
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const period = `${year}-${String(month).padStart(2, '0')}`;
        const day = lastDayOf(period);
        expect(day.startsWith(period)).toBe(true);
        const next = new Date(`${day}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        expect(next.getUTCDate()).toBe(1);
      }),
    );
  });
});
