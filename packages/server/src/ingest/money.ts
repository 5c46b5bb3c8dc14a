import { RATE_SCALE } from '@irama/contracts';
/** Raised when a string is not a plain decimal number (no exponent, no thousands separators, no spaces). */
export class MoneyFormatError extends Error {
  override readonly name = 'MoneyFormatError';
  readonly code = 'invalid_decimal';

  constructor(readonly input: string) {
    super(`not a plain decimal number: ${JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input)}`);
  }
}

/** Micro-units per unit: USD is stored as integer micro-dollars (ARCHITECTURE.md, Money). */
export const MICROS_SCALE = 6;

const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

/**
 * Parses a plain decimal string exactly into an integer at `scale` decimals, rounding half-even
 * beyond that scale (banker's rounding keeps sums of many rounded rows unbiased).
 */
export function parseScaled(input: string, scale: number, decimalSeparator: '.' | ',' = '.'): bigint {
  const match = PLAIN_DECIMAL.exec(input);
  // The regex accepts either separator; only the configured one is allowed so "1,5" never slips into a "." file.
  const separator = input.includes('.') ? '.' : input.includes(',') ? ',' : decimalSeparator;
  if (!match || separator !== decimalSeparator) throw new MoneyFormatError(input);
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') throw new MoneyFormatError(input);
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  let value = BigInt(`${whole || '0'}${kept}`);
  const dropped = fraction.slice(scale);
  if (/[1-9]/.test(dropped)) {
    const first = dropped.charCodeAt(0) - 48;
    const beyondHalf = first > 5 || (first === 5 && /[1-9]/.test(dropped.slice(1)));
    const exactlyHalf = first === 5 && !beyondHalf;
    if (beyondHalf || (exactlyHalf && value % 2n === 1n)) value += 1n;
  }
  return sign === '-' ? -value : value;
}

/** Parses a decimal string into integer micro-units (6 decimals, half-even). */
export function parseMicros(input: string, decimalSeparator: '.' | ',' = '.'): bigint {
  return parseScaled(input, MICROS_SCALE, decimalSeparator);
}

/** Powers of ten by exponent, built once: rescale runs per row in ingest, and `**` on bigints is not free. */
const POWERS_OF_TEN = Array.from({ length: 40 }, (_, n) => 10n ** BigInt(n));
const tenTo = (n: number) => POWERS_OF_TEN[n] ?? 10n ** BigInt(n);

/** Rounds an integer at `fromScale` decimals to `toScale` decimals, half-even. */
export function rescale(value: bigint, fromScale: number, toScale: number): bigint {
  if (toScale >= fromScale) return value * tenTo(toScale - fromScale);
  const divisor = tenTo(fromScale - toScale);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  let quotient = magnitude / divisor;
  const twice = (magnitude % divisor) * 2n;
  if (twice > divisor || (twice === divisor && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** Formats an integer at `scale` decimals as a plain decimal string with exactly `scale` decimals. */
export function formatScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** A rate at RATE_SCALE (`16250500000n` → `"16250.5"`): exact, without the padding zeros of its scale. */
export const formatRate = (scaled: bigint) => formatScaled(scaled, RATE_SCALE).replace(/\.?0+$/, '');

/** Formats micro-units as a decimal string with six decimals (`1500000n` → `"1.500000"`). */
export function formatMicros(value: bigint): string {
  return formatScaled(value, MICROS_SCALE);
}

/** One claimant of an allocation; `weight` is any non-negative integer (basis points, percent × 100, …). */
export interface Share<Id extends string = string> {
  id: Id;
  weight: bigint | number;
}

/**
 * Splits `total` across shares by largest remainder so the parts always sum exactly to the total and
 * each part is within one unit of its exact share; ties go to the smaller id, so input order never matters.
 */
export function allocateByShares<Id extends string>(total: bigint, shares: readonly Share<Id>[]): Map<Id, bigint> {
  const weights = shares.map((share) => {
    const weight = typeof share.weight === 'bigint' ? share.weight : BigInt(share.weight);
    if (weight < 0n) throw new RangeError(`negative weight for ${share.id}`);
    return { id: share.id, weight };
  });
  if (new Set(weights.map((w) => w.id)).size !== weights.length) throw new RangeError('duplicate share id');
  const sum = weights.reduce((acc, w) => acc + w.weight, 0n);
  if (sum === 0n) throw new RangeError('shares have no weight');
  // Allocate the magnitude and restore the sign, so a negative adjustment splits like its positive twin.
  const magnitude = total < 0n ? -total : total;
  const parts = weights.map((w) => ({
    id: w.id,
    amount: (magnitude * w.weight) / sum,
    remainder: (magnitude * w.weight) % sum,
  }));
  let left = magnitude - parts.reduce((acc, p) => acc + p.amount, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0n) break;
    part.amount += 1n;
    left -= 1n;
  }
  return new Map(parts.map((p) => [p.id, total < 0n ? -p.amount : p.amount]));
}
