import { microsToDecimal } from '../../../lib/money.ts';

/**
 * Micro-dollars as dollars and cents for the screen ("US$1.011,31"): the integer becomes exact decimal
 * text first, so the rounding to cents is Intl's on the decimal, never a float's. Files keep every micro.
 */
export function formatUsd(micros: number, language: string): string {
  return new Intl.NumberFormat(language.startsWith('en') ? 'en-US' : 'id-ID', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(microsToDecimal(micros));
}
