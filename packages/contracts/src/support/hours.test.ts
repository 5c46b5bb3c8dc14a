import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSupportOpen } from './hours.ts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const jakarta = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Jakarta',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The same rule read through the platform's time-zone database rather than a fixed offset. */
function isOpenByTimeZone(at: Date): boolean {
  const parts = Object.fromEntries(jakarta.formatToParts(at).map((part) => [part.type, part.value]));
  const minute = Number(parts.hour) * 60 + Number(parts.minute);
  return WEEKDAYS.includes(String(parts.weekday)) && minute >= 600 && minute < 1020;
}

const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('isSupportOpen', () => {
  it('agrees with the Asia/Jakarta time zone at any instant', () => {
    fc.assert(fc.property(instants, (at) => isSupportOpen(at) === isOpenByTimeZone(at)));
  });

  it('opens at 10:00 WIB and closes at 17:00 WIB on a weekday', () => {
    // Monday 2026-11-23: 10:00 WIB is 03:00 UTC, 17:00 WIB is 10:00 UTC.
    expect(isSupportOpen(new Date('2026-11-23T02:59:59Z'))).toBe(false);
    expect(isSupportOpen(new Date('2026-11-23T03:00:00Z'))).toBe(true);
    expect(isSupportOpen(new Date('2026-11-23T09:59:59Z'))).toBe(true);
    expect(isSupportOpen(new Date('2026-11-23T10:00:00Z'))).toBe(false);
  });

  it('is closed all weekend, even in office hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * 24 * 60 - 1 }), (minute) => {
        // Saturday 2026-11-28 00:00 WIB is Friday 17:00 UTC.
        const at = new Date(Date.parse('2026-11-27T17:00:00Z') + minute * 60_000);
        return !isSupportOpen(at);
      }),
    );
  });

  it('follows the WIB day, not the UTC day: Monday 06:00 WIB is Sunday in UTC and closed, Friday 16:59 WIB open', () => {
    expect(isSupportOpen(new Date('2026-11-22T23:00:00Z'))).toBe(false);
    expect(isSupportOpen(new Date('2026-11-27T09:59:00Z'))).toBe(true);
  });
});
