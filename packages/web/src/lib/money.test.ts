import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyOf,
  formatIdr,
  formatMicros,
  formatRupiahInput,
  formatUsd,
  microsToDecimal,
  parseRupiah,
} from './money.ts';

describe('money formatting', () => {
  it('writes micro-units as exact decimals, small and negative ones included', () => {
    expect(microsToDecimal(1_234_567)).toBe('1.234567');
    expect(microsToDecimal(5)).toBe('0.000005');
    expect(microsToDecimal(-2_500_000)).toBe('-2.500000');
    expect(microsToDecimal(0)).toBe('0.000000');
  });

  it('keeps every digit of a large amount that a float division would round', () => {
    // 9007199254.740993 cannot be held by a double; the text keeps the last micro.
    expect(formatMicros(9_007_199_254_740_991, null, 'en')).toBe('9,007,199,254.740991');
  });

  it('formats rupiah and dollars for the portal language', () => {
    expect(formatIdr(1_250_000, 'id')).toBe('Rp\u00a01.250.000');
    expect(formatIdr(1_250_000, 'en')).toBe('IDR\u00a01,250,000');
    expect(formatMicros(12_345_678, 'USD', 'en')).toBe('$12.345678');
    expect(formatMicros(12_000_000, 'USD', 'id')).toBe('US$12,00');
  });

  it('pays every YouTube report in dollars and leaves DSRs and store files to name their own currency', () => {
    for (const source of ['youtube', 'youtube_premium', 'youtube_shorts', 'youtube_license', 'youtube_paid_features']) {
      expect(currencyOf(source)).toBe('USD');
    }
    expect(currencyOf('dsr')).toBeNull();
    expect(currencyOf('store')).toBeNull();
  });
});

/** The signed digits of a formatted amount as an integer of its smallest shown unit, and how many decimals it shows. */
function readBack(text: string, language: 'id' | 'en'): { units: bigint; decimals: number } {
  const decimal = language === 'en' ? '.' : ',';
  const kept = text.replace(new RegExp(`[^0-9\\${decimal}-]`, 'g'), '');
  const [whole = '', fraction = ''] = kept.replace('-', '').split(decimal);
  const units = BigInt(`${whole}${fraction}`);
  return { units: kept.startsWith('-') ? -units : units, decimals: fraction.length };
}

/** Micro-dollars to cents, half away from zero, in integers. */
function centsOf(micros: number): bigint {
  const magnitude = BigInt(Math.abs(micros));
  const cents = (magnitude + 5_000n) / 10_000n;
  return micros < 0 ? -cents : cents;
}

describe('formatUsd', () => {
  it('shows dollars and cents of micro-dollars, rounded on the exact decimal', () => {
    expect(formatUsd(1_011_308_054, 'en')).toBe('$1,011.31');
    expect(formatUsd(1_005_000, 'en')).toBe('$1.01');
    expect(formatUsd(0, 'id').replace(/\s/g, ' ')).toMatch(/^US\$ ?0,00$/);
    expect(formatUsd(1_234_567, 'id', 'exact')).toBe('US$1,234567');
  });

  it('shows every amount in cents, rounded half away from zero, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('id' as const, 'en' as const),
        (micros, language) => {
          const shown = readBack(formatUsd(micros, language), language);
          expect(shown.decimals).toBe(2);
          expect(shown.units).toBe(centsOf(micros));
        },
      ),
    );
  });

  it('keeps every micro in a detail view, with at least the cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('id' as const, 'en' as const),
        (micros, language) => {
          const shown = readBack(formatUsd(micros, language, 'exact'), language);
          expect(shown.decimals).toBeGreaterThanOrEqual(2);
          expect(shown.units * 10n ** BigInt(6 - shown.decimals)).toBe(BigInt(micros));
        },
      ),
    );
  });
});

describe('formatIdr', () => {
  it('writes whole rupiah that read back to the same amount, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('id', 'en'),
        (amount, language) => {
          expect(parseRupiah(formatIdr(amount, language), language)).toBe(amount);
        },
      ),
    );
  });
});

describe('parseRupiah', () => {
  it('reads whole rupiah with the language’s thousands separator, with or without the currency', () => {
    expect(parseRupiah('150.000', 'id')).toBe(150_000);
    expect(parseRupiah('150,000', 'en')).toBe(150_000);
    expect(parseRupiah('Rp 1.250.000', 'id')).toBe(1_250_000);
    expect(parseRupiah('IDR 1,250,000', 'en')).toBe(1_250_000);
    expect(parseRupiah(' 150000 ', 'id')).toBe(150_000);
  });

  it('refuses decimals, signs, misplaced separators and text instead of guessing', () => {
    for (const [text, language] of [
      ['150.000,50', 'id'],
      ['150,000.50', 'en'],
      ['150,000', 'id'],
      ['15.00', 'id'],
      ['-150000', 'id'],
      ['1e6', 'en'],
      ['', 'id'],
      ['seratus', 'id'],
      ['99999999999999999', 'en'],
    ] as const) {
      expect(parseRupiah(text, language), text).toBeNull();
    }
  });

  it('reads back every amount the field writes, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('id', 'en'),
        (amount, language) => {
          expect(parseRupiah(formatRupiahInput(amount, language), language)).toBe(amount);
          expect(parseRupiah(String(amount), language)).toBe(amount);
        },
      ),
    );
  });
});
