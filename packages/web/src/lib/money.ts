import { isYoutubeReportSource } from '@irama/contracts';

const MICROS_DIGITS = 6;

/** The locale of the portal language for number formatting. */
function localeOf(language: string): string {
  return language.startsWith('en') ? 'en-US' : 'id-ID';
}

/** Whole rupiah, as the server keeps them, e.g. "Rp 1.250.000". */
export function formatIdr(amount: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'IDR',
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * Micro-units of a file currency as exact decimal text: the integer is split into digits, never
 * divided as a float, so no rounding creeps into what staff compare against the file.
 */
export function microsToDecimal(micros: number): `${number}` {
  const digits = String(Math.abs(micros)).padStart(MICROS_DIGITS + 1, '0');
  const whole = digits.slice(0, -MICROS_DIGITS);
  const fraction = digits.slice(-MICROS_DIGITS);
  return `${micros < 0 ? '-' : ''}${whole}.${fraction}` as `${number}`;
}

/**
 * An amount in micro-units: with its currency when the source names one (YouTube pays in USD),
 * as a plain number otherwise; at least two decimals, up to six when the file has them.
 */
export function formatMicros(micros: number, currency: string | null, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    ...(currency ? { style: 'currency', currency } : {}),
    minimumFractionDigits: 2,
    maximumFractionDigits: MICROS_DIGITS,
  }).format(microsToDecimal(micros));
}

/** The currency of a source's amounts when the source fixes it; store and DSR files name their own. */
export function currencyOf(source: string): string | null {
  return isYoutubeReportSource(source) ? 'USD' : null;
}

/** A rupiah rate kept as an exact decimal string, formatted without passing through a float. */
export function formatRate(rate: string, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'IDR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 6,
  }).format(rate as `${number}`);
}

/**
 * How much of a dollar amount a partner's screen shows: cents everywhere, and every micro only where a
 * partner checks one item to the last digit (a detail view). Downloads always carry every micro.
 */
export type UsdPrecision = 'cents' | 'exact';

/**
 * Micro-dollars for the screen, in cents ("US$1.011,31") unless `exact`: the integer becomes exact
 * decimal text first, so the rounding to cents is Intl's on the decimal, never a float's.
 */
export function formatUsd(micros: number, language: string, precision: UsdPrecision = 'cents'): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: precision === 'cents' ? 2 : MICROS_DIGITS,
  }).format(microsToDecimal(micros));
}

/**
 * What a user typed as whole rupiah ("150.000" in Indonesian, "150,000" in English, "Rp 150.000") as an
 * integer, or null when it is not one: the digits are read as text, never through a float, and a decimal
 * part, a sign or a stray character is refused rather than guessed at.
 */
export function parseRupiah(text: string, language: string): number | null {
  const group = localeOf(language) === 'en-US' ? ',' : '.';
  const compact = text.replace(/^\s*(Rp|IDR)\s*/i, '').replace(/[\s\u00a0]/g, '');
  const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`);
  if (!/^\d+$/.test(compact) && !grouped.test(compact)) return null;
  const digits = compact
    .split(group)
    .join('')
    .replace(/^0+(?=\d)/, '');
  const amount = Number(digits);
  return Number.isSafeInteger(amount) ? amount : null;
}

/** Whole rupiah as the amount field shows it: digits grouped the reader's way, without the currency. */
export function formatRupiahInput(amount: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(amount);
}
