import { describe, expect, it } from 'vitest';
import { formatBps, monthName, platformName, weekdayName } from './format.ts';

describe('DSP figures as people read them', () => {
  it('names stores, weekdays, months and basis points', () => {
    expect(platformName('apple_music')).toBe('Apple Music');
    expect(platformName('new_store')).toBe('New Store');
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'id')).toBe('Minggu');
    expect(monthName('2026-11', 'en')).toBe('Nov 2026');
    expect(formatBps(1_250, 'en')).toBe('12.5%');
    expect(formatBps(-3_000, 'en', true)).toBe('-30%');
  });
});
