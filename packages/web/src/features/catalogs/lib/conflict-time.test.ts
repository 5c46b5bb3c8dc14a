import { describe, expect, it } from 'vitest';
import { daysUntil, relativeDays } from './conflict-time.ts';

const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('conflict deadline', () => {
  it('counts a part day as a whole one, so an open conflict shows 1 day until it expires', () => {
    expect(daysUntil('2026-12-07T10:00:00Z', NOW)).toBe(12);
    expect(daysUntil('2026-11-25T11:00:00Z', NOW)).toBe(1);
    expect(daysUntil('2026-11-24T09:00:00Z', NOW)).toBe(-1);
  });

  it('says the days left in the reader’s language', () => {
    expect(relativeDays(12, 'en')).toBe('in 12 days');
    expect(relativeDays(12, 'id')).toBe('dalam 12 hari');
    expect(relativeDays(1, 'en')).toBe('tomorrow');
  });
});
