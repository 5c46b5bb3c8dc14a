import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gtinCheckDigit,
  IsrcSchema,
  isValidGtin,
  isValidIsrc,
  normalizeIsrc,
  storeKey,
  UpcSchema,
} from './identifiers.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const chars = (alphabet: string, length: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: length, maxLength: length });

// An ISRC in parts, so a test can print it with or without hyphens and mutate one part.
const isrcParts = fc.tuple(chars(LETTERS, 2), chars(LETTERS + DIGITS, 3), chars(DIGITS, 2), chars(DIGITS, 5));
const separator = fc.constantFrom('', '-');

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('normalizeIsrc', () => {
  it('accepts generated ISRCs in any case, with or without hyphens, as 12 upper-case characters', () => {
    fc.assert(
      fc.property(isrcParts, separator, fc.boolean(), (parts, dash, lower) => {
        const printed = parts.join(dash);
        const input = lower ? printed.toLowerCase() : printed;
        expect(normalizeIsrc(input)).toBe(parts.join(''));
        expect(normalizeIsrc(` ${input} `)).toBe(parts.join(''));
      }),
    );
  });

  it('rejects an ISRC with one part of the wrong character class', () => {
    // Each mutation breaks exactly one part: a digit in the country, a symbol in the registrant,
    // a letter in the year or the designation.
    const mutations = [
      { part: 0, bad: chars(DIGITS, 1) },
      { part: 1, bad: fc.constantFrom('_', '*', ' ', '.', 'é') },
      { part: 2, bad: chars(LETTERS, 1) },
      { part: 3, bad: chars(LETTERS, 1) },
    ];
    for (const mutation of mutations) {
      fc.assert(
        fc.property(isrcParts, separator, mutation.bad, fc.nat(4), (parts, dash, bad, at) => {
          const mutated = [...parts];
          const part = mutated[mutation.part] ?? '';
          const index = at % part.length;
          mutated[mutation.part] = part.slice(0, index) + bad + part.slice(index + 1);
          expect(isValidIsrc(mutated.join(dash))).toBe(false);
        }),
      );
    }
  });

  it('rejects an ISRC one character too short or too long', () => {
    fc.assert(
      fc.property(isrcParts, chars(DIGITS, 1), (parts, extra) => {
        const compact = parts.join('');
        expect(isValidIsrc(compact.slice(0, -1))).toBe(false);
        expect(isValidIsrc(compact + extra)).toBe(false);
      }),
    );
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' })), (value) => {
        const result = normalizeIsrc(value);
        expect(result === null || /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(result)).toBe(true);
      }),
    );
  });
});

describe('IsrcSchema', () => {
  it('turns blank and missing values into undefined', () => {
    for (const value of [undefined, null, '', '   ']) expect(IsrcSchema.parse(value)).toBeUndefined();
  });

  it('normalises a hyphenated ISRC', () => {
    expect(IsrcSchema.parse('id-a12-24-00001')).toBe('IDA122400001');
  });

  it('rejects a malformed ISRC with release.isrc.invalid', () => {
    expect(messages(IsrcSchema.safeParse('ID-A12-2A-00001'))).toEqual(['release.isrc.invalid']);
  });
});

const payload = (length: number) => chars(DIGITS, length);

describe('isValidGtin', () => {
  it('accepts every 11- or 12-digit payload followed by its computed check digit', () => {
    fc.assert(
      fc.property(fc.oneof(payload(11), payload(12)), (digits) => {
        expect(isValidGtin(digits + gtinCheckDigit(digits))).toBe(true);
      }),
    );
  });

  it('rejects the same code with any other check digit', () => {
    fc.assert(
      fc.property(fc.oneof(payload(11), payload(12)), fc.integer({ min: 1, max: 9 }), (digits, shift) => {
        const wrong = (gtinCheckDigit(digits) + shift) % 10;
        expect(isValidGtin(digits + wrong)).toBe(false);
      }),
    );
  });

  it('knows real barcodes', () => {
    expect(isValidGtin('036000291452')).toBe(true);
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('4006381333932')).toBe(false);
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' })),
        (value) => typeof isValidGtin(value) === 'boolean',
      ),
    );
  });
});

describe('UpcSchema', () => {
  it('accepts a UPC-A or EAN-13 typed with spaces and returns the digits', () => {
    expect(UpcSchema.parse('0 36000 29145 2')).toBe('036000291452');
    expect(UpcSchema.parse('4006381333931')).toBe('4006381333931');
  });

  it('turns blank and missing values into undefined', () => {
    for (const value of [undefined, null, '', '  ']) expect(UpcSchema.parse(value)).toBeUndefined();
  });

  it('rejects a code that is not 12 or 13 digits with release.upc.invalid_length', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((value) => !/^(\d{12}|\d{13})$/.test(value.replace(/[\s-]/g, ''))),
        (value) => {
          const result = UpcSchema.safeParse(value);
          if (value.trim() === '') expect(result.success).toBe(true);
          else expect(messages(result)).toEqual(['release.upc.invalid_length']);
        },
      ),
    );
  });

  it('rejects a wrong check digit with release.upc.invalid_check_digit', () => {
    expect(messages(UpcSchema.safeParse('036000291453'))).toEqual(['release.upc.invalid_check_digit']);
  });
});

describe('storeKey', () => {
  it('gives a feed’s, a report’s and a person’s spelling of a store the same key', () => {
    expect(storeKey('apple_music')).toBe('apple_music');
    expect(storeKey('Apple Music')).toBe('apple_music');
    expect(storeKey('Deezer')).toBe('deezer');
    expect(storeKey('  YouTube-Music ')).toBe('youtube_music');
    expect(storeKey('store:joox')).toBe('store_joox');
  });

  it('is idempotent and leaves only lower-case letters, digits and inner underscores', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const key = storeKey(name);
        expect(storeKey(key)).toBe(key);
        expect(key).toMatch(/^([a-z0-9]+(_[a-z0-9]+)*)?$/);
      }),
    );
  });
});
