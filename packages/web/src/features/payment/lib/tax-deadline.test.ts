import { describe, expect, it } from 'vitest';
import { daysUntil, taxBadgeOf } from './tax-deadline.ts';

// 2026-11-25 17:30 UTC is already 00:30 WIB on the 26th.
const LATE_EVENING_UTC = new Date('2026-11-25T17:30:00Z');

describe('tax-proof deadline', () => {
  it('counts days from today in WIB', () => {
    expect(daysUntil('2026-11-30', LATE_EVENING_UTC)).toBe(4);
    expect(daysUntil('2026-11-26', LATE_EVENING_UTC)).toBe(0);
    expect(daysUntil('2026-11-25', LATE_EVENING_UTC)).toBe(-1);
    expect(daysUntil('2027-01-30', LATE_EVENING_UTC)).toBe(65);
  });

  it('says uploaded, overdue, due today or due in N days, warning in the last week', () => {
    expect(taxBadgeOf({ tax_status: 'uploaded', tax_deadline: '2026-11-01' }, LATE_EVENING_UTC).key).toBe(
      'payment.tax.uploaded',
    );
    expect(taxBadgeOf({ tax_status: 'overdue', tax_deadline: '2026-11-01' }, LATE_EVENING_UTC).color).toBe('red');
    expect(taxBadgeOf({ tax_status: 'due', tax_deadline: '2026-11-26' }, LATE_EVENING_UTC).key).toBe(
      'payment.tax.dueToday',
    );
    expect(taxBadgeOf({ tax_status: 'due', tax_deadline: '2026-11-30' }, LATE_EVENING_UTC)).toEqual({
      color: 'orange',
      key: 'payment.tax.dueIn',
      days: 4,
    });
    expect(taxBadgeOf({ tax_status: 'due', tax_deadline: '2026-12-30' }, LATE_EVENING_UTC).color).toBe('blue');
  });
});
