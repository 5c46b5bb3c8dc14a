import { z } from 'zod';

// CC-XXX-YY-NNNNN: country (2 letters), registrant (3 letters or digits), year (2 digits),
// designation (5 digits). Each hyphen is optional so both printed and compact forms pass.
const ISRC_PATTERN = /^([A-Z]{2})-?([A-Z0-9]{3})-?(\d{2})-?(\d{5})$/;

/**
 * An optional code typed by hand: blank (or absent) becomes undefined; anything else goes through
 * `read`, which answers the code as stored or the message key of what is wrong with it.
 */
function optionalCode(notTextKey: string, read: (value: string) => string | { problem: string }) {
  return z
    .string(notTextKey)
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return undefined;
      const code = read(value);
      if (typeof code === 'string') return code;
      ctx.addIssue({ code: 'custom', message: code.problem, input: value });
      return z.NEVER;
    });
}

/** The ISRC as 12 upper-case characters without hyphens, or null when it is not a valid ISRC. */
export function normalizeIsrc(input: string): string | null {
  const match = ISRC_PATTERN.exec(input.trim().toUpperCase());
  if (!match) return null;
  return match.slice(1).join('');
}

/** True when the text is an ISRC, with or without hyphens, in any letter case. */
export function isValidIsrc(input: string): boolean {
  return normalizeIsrc(input) !== null;
}

/** An optional ISRC: blank becomes undefined, anything else must be valid and is normalised. */
export const IsrcSchema = optionalCode(
  'release.isrc.invalid',
  (value) => normalizeIsrc(value) ?? { problem: 'release.isrc.invalid' },
).describe('ISRC, e.g. ID-A12-24-00001; stored as 12 characters without hyphens');

/** The GS1 mod-10 check digit for a GTIN payload (all digits but the last). */
export function gtinCheckDigit(payload: string): number {
  let sum = 0;
  // Weights alternate 3, 1, … starting from the digit next to the check digit.
  for (let index = 0; index < payload.length; index += 1) {
    const digit = payload.charCodeAt(payload.length - 1 - index) - 48;
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the text is a UPC-A (12 digits) or EAN-13 (13 digits) with a correct check digit. */
export function isValidGtin(input: string): boolean {
  if (!/^(\d{12}|\d{13})$/.test(input)) return false;
  return gtinCheckDigit(input.slice(0, -1)) === Number(input.slice(-1));
}

/** An optional UPC/EAN: blank becomes undefined; spaces and hyphens are dropped before checking. */
export const UpcSchema = optionalCode('release.upc.invalid_length', (value) => {
  // Barcodes are often copied as printed under the bars, grouped with spaces or hyphens.
  const digits = value.replace(/[\s-]/g, '');
  if (!/^(\d{12}|\d{13})$/.test(digits)) return { problem: 'release.upc.invalid_length' };
  return isValidGtin(digits) ? digits : { problem: 'release.upc.invalid_check_digit' };
}).describe('UPC-A (12 digits) or EAN-13 (13 digits) with a valid check digit');

/**
 * A store's name as one key, whoever wrote it: the analytics feeds' `apple_music`, a DSR's `Deezer`
 * and a person's "Apple Music" all become `apple_music` (lower case, every run of other characters one `_`).
 */
export function storeKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
