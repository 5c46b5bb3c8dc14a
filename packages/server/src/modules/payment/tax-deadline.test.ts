import { todayInWib } from '@irama/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxDeadline, taxStatus } from './tax-deadline.ts';

describe('the tax-proof deadline', () => {
  it('is the 30th of the month after payment, or that month’s last day', () => {
    expect(taxDeadline('2026-10')).toBe('2026-11-30');
    expect(taxDeadline('2026-12')).toBe('2027-01-30');
    expect(taxDeadline('2027-01')).toBe('2027-02-28');
    expect(taxDeadline('2028-01')).toBe('2028-02-29');
  });

  it('always falls in the next month, on day 28 to 30', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const deadline = taxDeadline(`${year}-${String(month).padStart(2, '0')}`);
        const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
        expect(deadline.slice(0, 7)).toBe(next);
        expect(Number(deadline.slice(8))).toBeGreaterThanOrEqual(28);
        expect(Number(deadline.slice(8))).toBeLessThanOrEqual(30);
      }),
    );
  });

  it('counts days in WIB and is overdue only after its day', () => {
    expect(todayInWib(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11-30');
    expect(todayInWib(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(taxStatus('2026-11-30', false, '2026-11-30')).toBe('due');
    expect(taxStatus('2026-11-30', false, '2026-12-01')).toBe('overdue');
    expect(taxStatus('2026-11-30', true, '2026-12-01')).toBe('uploaded');
  });
});
