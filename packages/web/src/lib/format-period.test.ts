import { describe, expect, it } from 'vitest';
import { formatPeriod } from './format-period.ts';

describe('formatPeriod', () => {
  it('names the month in the reader’s language', () => {
    expect(formatPeriod('2026-11', 'id')).toBe('November 2026');
    expect(formatPeriod('2026-08', 'id')).toBe('Agustus 2026');
    expect(formatPeriod('2026-01', 'en')).toBe('January 2026');
    expect(formatPeriod('2026-10', 'id', 'short')).toBe('Okt 2026');
  });

  it('names a short month alike whatever the time zone', () => {
    expect(formatPeriod('2026-08', 'id', 'short')).toBe('Agu 2026');
    expect(formatPeriod('2026-01', 'en', 'short')).toBe('Jan 2026');
    expect(formatPeriod('2025-12', 'en', 'short')).toBe('Dec 2025');
  });

  it('leaves anything that is not a month as it is', () => {
    expect(formatPeriod('2026-13', 'en')).toBe('2026-13');
    expect(formatPeriod('', 'en')).toBe('');
    expect(formatPeriod('2026-Q3', 'id', 'short')).toBe('2026-Q3');
  });
});
