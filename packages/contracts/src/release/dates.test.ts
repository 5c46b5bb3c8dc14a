import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  earliestReleaseDate,
  isCalendarDate,
  previewDateRule,
  releaseDateRule,
  todayInWib,
} from './dates.ts';

// 1970–2199 covers every plausible release and keeps Date arithmetic exact.
const instant = fc.date({
  min: new Date('1970-01-02T00:00:00Z'),
  max: new Date('2199-12-30T00:00:00Z'),
  noInvalidDate: true,
});
const calendarDate = instant.map((date) => date.toISOString().slice(0, 10));

describe('todayInWib', () => {
  it('agrees with the Asia/Jakarta calendar from the time-zone database', () => {
    const jakarta = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', dateStyle: 'short' });
    fc.assert(
      fc.property(instant, (now) => {
        expect(todayInWib(now)).toBe(jakarta.format(now));
      }),
    );
  });

  it('turns to the next day at 17:00 UTC, midnight in Jakarta', () => {
    expect(todayInWib(new Date('2026-03-01T16:59:59.999Z'))).toBe('2026-03-01');
    expect(todayInWib(new Date('2026-03-01T17:00:00.000Z'))).toBe('2026-03-02');
  });
});

describe('addDays and daysBetween', () => {
  it('are inverse: daysBetween(d, addDays(d, n)) is n', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -3650, max: 3650 }), (date, days) => {
        expect(daysBetween(date, addDays(date, days))).toBe(days);
        expect(isCalendarDate(addDays(date, days))).toBe(true);
      }),
    );
  });

  it('crosses month ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('knows which days exist', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('throws a RangeError on a date that does not exist', () => {
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('releaseDateRule', () => {
  it('accepts 7 or more days after submit and rejects 6 or fewer (the 7-day boundary)', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -30, max: 60 }), (submitDate, offset) => {
        const result = releaseDateRule(addDays(submitDate, offset), submitDate);
        expect(result.valid).toBe(offset >= 7);
        expect(result.days).toBe(offset);
        if (!result.valid) expect(result.key).toBe('release.album.release_date.too_soon');
      }),
    );
  });

  it('names the earliest date that passes', () => {
    expect(earliestReleaseDate('2026-11-22')).toBe('2026-11-29');
    expect(releaseDateRule('2026-11-29', '2026-11-22').valid).toBe(true);
    expect(releaseDateRule('2026-11-28', '2026-11-22').valid).toBe(false);
  });

  it('rejects a date that does not exist with release.date.invalid', () => {
    expect(releaseDateRule('2026-02-31', '2026-01-01')).toMatchObject({ valid: false, key: 'release.date.invalid' });
  });
});

describe('previewDateRule', () => {
  it('accepts previews 1 to 5 days before the release, recommending exactly 5', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 1, max: 5 }), (releaseDate, before) => {
        const result = previewDateRule(addDays(releaseDate, -before), releaseDate);
        expect(result.valid).toBe(true);
        expect(result.isRecommended).toBe(before === 5);
      }),
    );
  });

  it('rejects a preview on or after the release day as too late', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 400 }), (releaseDate, after) => {
        expect(previewDateRule(addDays(releaseDate, after), releaseDate)).toMatchObject({
          valid: false,
          key: 'release.track.preview_date.too_late',
        });
      }),
    );
  });

  it('rejects a preview 6 or more days before the release as too early', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 6, max: 400 }), (releaseDate, before) => {
        expect(previewDateRule(addDays(releaseDate, -before), releaseDate)).toMatchObject({
          valid: false,
          key: 'release.track.preview_date.too_early',
        });
      }),
    );
  });
});
