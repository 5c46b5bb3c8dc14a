import { PAYLATER_TERMS } from '@irama/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookbackStart, percentOf, repaymentOf, standingOf, termsFor } from './paylater-terms.ts';

const rupiah = fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 100) });

describe('paylater terms', () => {
  it('rounds every share down with integers, exactly, even for amounts a float would round', () => {
    expect(percentOf(19, 5)).toBe(0);
    expect(percentOf(1_000_001, 5)).toBe(50_000);
    expect(percentOf(-5_000, 30)).toBe(0);
    fc.assert(
      fc.property(rupiah, fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        const part = percentOf(amount, percent);
        expect(Number.isSafeInteger(part)).toBe(true);
        expect(BigInt(part) * 100n <= BigInt(amount) * BigInt(percent)).toBe(true);
        expect((BigInt(part) + 1n) * 100n > BigInt(amount) * BigInt(percent)).toBe(true);
      }),
    );
  });

  it('quotes fee + flat charge, months at the pace of the window, and refuses in order', () => {
    const standing = standingOf(12_000_000, 0);
    expect(standing).toEqual({
      credits: 12_000_000,
      limit: 3_600_000,
      used: 0,
      available: 3_600_000,
      monthly: 1_000_000,
    });
    expect(termsFor(600_000, standing, true)).toEqual({
      serviceCharge: 30_000,
      total: 630_000,
      expectedMonths: 3,
      refusal: null,
    });
    expect(termsFor(600_000, standing, false).refusal).toBe('not_payable');
    expect(termsFor(600_000, standingOf(0, 0), true)).toMatchObject({ expectedMonths: null, refusal: 'no_credits' });
    expect(termsFor(3_500_000, standing, true).refusal).toBe('over_limit');
    expect(standingOf(12_000_000, 4_000_000).available).toBe(0);
  });

  it('never lends more than the repayment share of the window would repay', () => {
    fc.assert(
      fc.property(rupiah, (credits) => {
        const { limit } = standingOf(credits, 0);
        expect(limit).toBeLessThanOrEqual(percentOf(credits, PAYLATER_TERMS.repaymentSharePercent));
      }),
    );
  });

  it('repays its share of a credit, never more than owed nor than available', () => {
    expect(repaymentOf(2_000_000, 1_050_000, 9_000_000)).toBe(600_000);
    expect(repaymentOf(2_000_000, 450_000, 9_000_000)).toBe(450_000);
    expect(repaymentOf(2_000_000, 450_000, 100)).toBe(100);
    expect(repaymentOf(2_000_000, 450_000, -5)).toBe(0);
    expect(repaymentOf(-100_000, 450_000, 9_000_000)).toBe(0);
  });

  it('reads the limit from the same moment twelve months before', () => {
    expect(lookbackStart(new Date('2026-11-28T18:00:00.000Z')).toISOString()).toBe('2025-11-28T18:00:00.000Z');
  });
});
