import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalInteger, parseDecimal } from './decimal.ts';

const safeNatural = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
const safeInteger = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

/** Text around a number a careless client or a hostile one sends: signs, zeros, spaces, exponents, hex, fractions. */
const misspelled = safeNatural.chain((value) =>
  fc.constantFrom(
    `0${value}`,
    `+${value}`,
    ` ${value}`,
    `${value} `,
    `${value}\n`,
    `${value}e0`,
    `${value}.0`,
    `0x${value.toString(16)}`,
    `${value}_0`,
    `${String(value).replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)))}`,
    '',
    '-0',
  ),
);

describe('parseDecimal', () => {
  it('reads every safe whole number from its decimal digits', () => {
    fc.assert(
      fc.property(safeNatural, (value) => {
        expect(parseDecimal(String(value))).toBe(value);
      }),
    );
    fc.assert(
      fc.property(safeInteger, (value) => {
        expect(parseDecimal(String(value), { isSigned: true })).toBe(value);
      }),
    );
  });

  it('answers a number only for text that is its one canonical spelling', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[-+ 0-9.eEx]{0,12}$/)), fc.boolean(), (text, isSigned) => {
        const value = parseDecimal(text, { isSigned });
        if (value !== null) expect(String(value)).toBe(text);
      }),
    );
  });

  it('refuses leading zeros, signs, spaces, exponents, fractions, hex and other scripts’ digits', () => {
    fc.assert(
      fc.property(misspelled, (text) => {
        expect(parseDecimal(text)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(misspelled, (text) => {
        expect(parseDecimal(text, { isSigned: true })).toBeNull();
      }),
    );
  });

  it('takes a minus sign only where negatives are allowed, and nothing past the safe integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), (value) => {
        expect(parseDecimal(`-${value}`)).toBeNull();
      }),
    );
    expect(parseDecimal(String(Number.MAX_SAFE_INTEGER + 1))).toBeNull();
    expect(parseDecimal(`-${Number.MAX_SAFE_INTEGER + 1}`, { isSigned: true })).toBeNull();
    expect(parseDecimal('9'.repeat(400))).toBeNull();
  });
});

describe('decimalInteger', () => {
  const Limit = decimalInteger({ min: 1, max: 50, message: 'x.limit' });

  it('reads canonical digits within its range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (value) => {
        expect(Limit.parse(String(value))).toBe(value);
      }),
    );
  });

  it('calls anything else a type error naming integer, a missing value required, and a number out of range its own message', () => {
    fc.assert(
      fc.property(misspelled, (text) => {
        const issue = Limit.safeParse(text).error?.issues[0];
        expect(issue).toMatchObject({ message: 'validation.type', params: { expected: 'integer' } });
      }),
    );
    expect(Limit.safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
    expect(Limit.safeParse('51').error?.issues[0]?.message).toBe('x.limit');
    expect(Limit.safeParse('0').error?.issues[0]?.message).toBe('x.limit');
  });
});
