import { describe, expect, it } from 'vitest';
import { formatPeriod } from './format-period.ts';

describe('formatPeriod', () => {
  it('names a report month in the reader’s language, whatever the time zone', () => {
    expect(formatPeriod('2026-08', 'id')).toBe('Agu 2026');
    expect(formatPeriod('2026-01', 'en')).toBe('Jan 2026');
    expect(formatPeriod('2025-12', 'en')).toBe('Dec 2025');
  });

  it('leaves text that is not a month as it is', () => {
    expect(formatPeriod('2026-Q3', 'id')).toBe('2026-Q3');
  });
});
