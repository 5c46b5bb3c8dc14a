import { describe, expect, it } from 'vitest';
import { dayLabel, timeOfDay } from './date-label.ts';

const words = { today: 'Hari Ini', yesterday: 'Kemarin' };
// 26 November 2026, 08:00 WIB.
const now = new Date('2026-11-26T01:00:00Z');

describe('dayLabel', () => {
  it('says today and yesterday by the WIB calendar, not the browser’s or UTC', () => {
    expect(dayLabel('2026-11-25T17:30:00Z', now, 'id', words)).toBe('Hari Ini'); // 00:30 WIB on the 26th
    expect(dayLabel('2026-11-25T16:59:00Z', now, 'id', words)).toBe('Kemarin'); // 23:59 WIB on the 25th
    expect(dayLabel('2026-11-24T17:00:00Z', now, 'id', words)).toBe('Kemarin');
  });

  it('names older days by weekday, day and month in the reader’s language', () => {
    expect(dayLabel('2026-11-23T03:00:00Z', now, 'id', words)).toBe('Senin, 23 November');
    expect(dayLabel('2026-11-23T03:00:00Z', now, 'en', words)).toBe('Monday, November 23');
    expect(dayLabel('2026-11-16T20:00:00Z', now, 'id', words)).toBe('Selasa, 17 November');
  });
});

describe('timeOfDay', () => {
  it('is the WIB time', () => {
    expect(timeOfDay('2026-11-23T03:05:00Z', 'id')).toBe('10.05');
  });
});
