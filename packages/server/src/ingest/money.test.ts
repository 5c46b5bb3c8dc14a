import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateByShares,
  formatMicros,
  formatScaled,
  MoneyFormatError,
  parseMicros,
  parseScaled,
  rescale,
} from './money.ts';

describe('parseMicros', () => {
  it('parses exact decimals into micro-units', () => {
    expect(parseMicros('409.05')).toBe(409_050_000n);
    expect(parseMicros('0.000123456789')).toBe(123n);
    expect(parseMicros('-2.5')).toBe(-2_500_000n);
    expect(parseMicros('.5')).toBe(500_000n);
    expect(parseMicros('7')).toBe(7_000_000n);
  });

  it('rounds half-even at the sixth decimal', () => {
    expect(parseMicros('0.0000005')).toBe(0n);
    expect(parseMicros('0.0000015')).toBe(2n);
    expect(parseMicros('0.0000025')).toBe(2n);
    expect(parseMicros('0.00000250001')).toBe(3n);
    expect(parseMicros('-0.0000015')).toBe(-2n);
  });

  it('reads a comma decimal separator only when asked', () => {
    expect(parseMicros('12,75', ',')).toBe(12_750_000n);
    expect(() => parseMicros('12,75')).toThrow(MoneyFormatError);
    expect(() => parseMicros('12.75', ',')).toThrow(MoneyFormatError);
  });

  it.each(['', '-', '.', '1e5', '1.2.3', '1,234.56', ' 1', 'NaN', '0x10', '1_000'])('rejects %j', (input) => {
    expect(() => parseMicros(input)).toThrow(MoneyFormatError);
  });

  it('keeps more precision with parseScaled for sums rounded once', () => {
    const parts = ['0.0000004', '0.0000004', '0.0000004'];
    const exact = parts.reduce((sum, p) => sum + parseScaled(p, 12), 0n);
    expect(rescale(exact, 12, 6)).toBe(1n);
    expect(parts.reduce((sum, p) => sum + parseMicros(p), 0n)).toBe(0n);
  });
});

describe('formatMicros', () => {
  it('formats with six decimals', () => {
    expect(formatMicros(1_500_000n)).toBe('1.500000');
    expect(formatMicros(-123n)).toBe('-0.000123');
    expect(formatScaled(5n, 0)).toBe('5');
  });

  it('round-trips through parseMicros', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (micros) => {
        expect(parseMicros(formatMicros(micros))).toBe(micros);
      }),
    );
  });

  it('rescale agrees with parsing at the lower scale', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), (scaled) => {
        expect(rescale(scaled, 12, 6)).toBe(parseMicros(formatScaled(scaled, 12)));
      }),
    );
  });
});

const sharesArb = fc
  .uniqueArray(
    fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), weight: fc.integer({ min: 0, max: 1_000_000 }) }),
    { minLength: 1, maxLength: 12, selector: (s) => s.id },
  )
  .filter((shares) => shares.some((s) => s.weight > 0));

describe('allocateByShares', () => {
  it('splits 100 by 1:1:1 into 34, 33, 33 with the tie going to the smallest id', () => {
    const parts = allocateByShares(100n, [
      { id: 'c', weight: 1 },
      { id: 'a', weight: 1 },
      { id: 'b', weight: 1 },
    ]);
    expect(Object.fromEntries(parts)).toEqual({ a: 34n, b: 33n, c: 33n });
  });

  it('always sums exactly to the total with every part within one unit of its exact share', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), sharesArb, (total, shares) => {
        const parts = allocateByShares(total, shares);
        const weightSum = shares.reduce((acc, s) => acc + BigInt(s.weight), 0n);
        expect([...parts.values()].reduce((a, b) => a + b, 0n)).toBe(total);
        for (const share of shares) {
          // |part·W − total·w| < W is "within one unit of the exact share" without fractions.
          const diff = (parts.get(share.id) ?? 0n) * weightSum - total * BigInt(share.weight);
          expect(diff < 0n ? -diff : diff).toBeLessThan(weightSum);
        }
      }),
    );
  });

  it('does not depend on the order of the shares', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), sharesArb, (total, shares) => {
        const forward = allocateByShares(total, shares);
        const backward = allocateByShares(total, [...shares].reverse());
        expect(Object.fromEntries(backward)).toEqual(Object.fromEntries(forward));
      }),
    );
  });

  it('rejects weightless or duplicate shares', () => {
    expect(() => allocateByShares(1n, [{ id: 'a', weight: 0 }])).toThrow(RangeError);
    expect(() =>
      allocateByShares(1n, [
        { id: 'a', weight: 1 },
        { id: 'a', weight: 2 },
      ]),
    ).toThrow(RangeError);
  });
});
