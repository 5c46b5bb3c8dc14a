import { describe, expect, it } from 'vitest';
import { paymentMonths } from './payment-months.ts';

describe('paymentMonths', () => {
  it('lists this WIB month back to the oldest report period, across a new year', () => {
    // 2026-01-31 17:30 UTC is already February in WIB.
    expect(paymentMonths(['2026-01', '2025-11'], new Date('2026-01-31T17:30:00Z'))).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
  });

  it('offers only this month before any report', () => {
    expect(paymentMonths([], new Date('2026-11-25T03:00:00Z'))).toEqual(['2026-11']);
  });
});
