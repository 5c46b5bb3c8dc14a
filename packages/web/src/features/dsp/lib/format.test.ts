import { describe, expect, it } from 'vitest';
import { formatBps, monthName, weekdayName } from './format.ts';

describe('DSP figures as people read them', () => {
  it('names weekdays, months and basis points', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'id')).toBe('Minggu');
    expect(monthName('2026-11', 'en')).toBe('Nov 2026');
    expect(formatBps(1_250, 'en')).toBe('12.5%');
    expect(formatBps(-3_000, 'en', true)).toBe('-30%');
  });
});
