import { RATE_SCALE } from '@irama/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rescale } from '../money.ts';
import { IdrConverter, splitRow } from './shares.ts';

/** The definition the converter must meet: each row is the change in the half-even rounded exact running total. */
function expectedRupiah(rate: bigint, rows: readonly number[]): number[] {
  let exact = 0n;
  let rounded = 0n;
  return rows.map((micros) => {
    exact += BigInt(micros) * rate;
    const next = rescale(exact, 6 + RATE_SCALE, 0);
    const row = next - rounded;
    rounded = next;
    return Number(row);
  });
}

/** Rates as staff enter them: up to nine whole digits and six decimals, scaled by 10^6. */
const rateArb = fc.oneof(
  fc.bigInt({ min: 1n, max: 999_999_999_999_999n }),
  fc.constantFrom(16_250_000_000n, 16_250_500_000n, 1n, 999_999n, 1_000_000n, 3_456_789n),
);
/** Row amounts in micros: mostly cents, some large enough that micros × rate passes 2^53. */
const microsArb = fc.oneof(
  fc.integer({ min: -5_000_000, max: 50_000_000 }),
  fc.constantFrom(0, 1, -1, 500_000, -500_000),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
);

describe('IdrConverter', () => {
  it('gives each row the change in the half-even rounded exact total, in Numbers or past 2^53 alike', () => {
    fc.assert(
      fc.property(rateArb, fc.array(microsArb, { maxLength: 60 }), (rate, rows) => {
        const converter = new IdrConverter(new Map([['USD', rate]]));
        const actual = rows.map((micros) => converter.convert('USD', micros));
        expect(actual).toEqual(expectedRupiah(rate, rows));
      }),
      { numRuns: 500 },
    );
  });

  it('rounds exact halves to even, on both sides of zero', () => {
    // 0.5 USD at 1 rupiah per unit is half a rupiah: the running totals go 0.5 → 0, 1.0 → 1, 1.5 → 2, 2.0 → 2.
    const converter = new IdrConverter(new Map([['USD', 1_000_000n]]));
    expect([500_000, 500_000, 500_000, 500_000].map((m) => converter.convert('USD', m))).toEqual([0, 1, 1, 0]);
    const negative = new IdrConverter(new Map([['USD', 1_000_000n]]));
    expect([-500_000, -1_000_000].map((m) => negative.convert('USD', m))).toEqual([0, -2]);
  });

  it('stays exact where a double division rounds the quotient up', () => {
    // 8,999,999,999.999999 rupiah: divided in doubles it reads 9,000,000,000.
    const rate = 1_000_000n;
    const rows = [8_999_999_999_999_999, -8_999_999_999_999_999, 1];
    expect(rows.map((m) => new IdrConverter(new Map([['USD', rate]])).convert('USD', m))).toEqual(
      rows.map((m) => expectedRupiah(rate, [m])[0]),
    );
  });

  it('keeps a running total per currency, converts IDR one to one and knows no currency without a rate', () => {
    const converter = new IdrConverter(new Map([['USD', 16_250_000_000n]]));
    expect(converter.convert('USD', 1_000_000)).toBe(16_250);
    expect(converter.convert('IDR', 2_500_000)).toBe(2);
    expect(converter.convert('IDR', 500_000)).toBe(1);
    expect(converter.convert('EUR', 1_000_000)).toBeNull();
  });
});

describe('splitRow', () => {
  it('splits gross into nett and shared that add up exactly, in micros and rupiah', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 50), max: 2 ** 50 }),
        fc.integer({ min: -(2 ** 50), max: 2 ** 50 }),
        fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 3 }),
        (gross, grossIdr, cuts) => {
          const coOwners = cuts.map((bps, i) => ({ coOwner: `co-${i}`, bps }));
          const split = splitRow(gross, grossIdr, coOwners);
          expect(split.nettMicros + split.sharedMicros).toBe(gross);
          const sharedBps = cuts.reduce((sum, bps) => sum + bps, 0);
          if (sharedBps === 0) expect(split.nettMicros).toBe(gross);
          const exactNett = (gross * Math.max(0, 10_000 - sharedBps)) / Math.max(10_000, sharedBps);
          expect(Math.abs(split.nettMicros - exactNett)).toBeLessThanOrEqual(1 + Math.abs(exactNett) * 1e-12);
          expect(Math.abs(split.nettIdr)).toBeLessThanOrEqual(Math.abs(grossIdr));
        },
      ),
    );
  });
});
