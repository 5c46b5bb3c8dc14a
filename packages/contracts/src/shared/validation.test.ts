import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CurrentPasswordSchema,
  EMAIL_MAX_LENGTH,
  EmailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PasswordSchema,
} from './validation.ts';

// One code point each: emoji from the astral planes (two UTF-16 units) and any other code point
// but NUL, so the length rule is checked as the user counts characters, not as JavaScript does.
const emoji = fc.integer({ min: 0x1f300, max: 0x1faff }).map((codePoint) => String.fromCodePoint(codePoint));
const codePoint = fc.oneof(
  emoji,
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((character) => character !== '\u0000'),
);
const password = (minLength: number, maxLength: number) =>
  fc.array(codePoint, { minLength, maxLength }).map((characters) => characters.join(''));

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('PasswordSchema', () => {
  it('accepts every password of 8 to 128 code points, emoji included, unchanged', () => {
    fc.assert(
      fc.property(password(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH), (value) => {
        expect(PasswordSchema.parse(value)).toBe(value);
      }),
    );
  });

  it('accepts 128 emoji although they are 256 UTF-16 units', () => {
    expect(PasswordSchema.safeParse('🎵'.repeat(PASSWORD_MAX_LENGTH)).success).toBe(true);
  });

  it('rejects a password shorter than 8 code points with validation.password.too_short', () => {
    fc.assert(
      fc.property(password(0, PASSWORD_MIN_LENGTH - 1), (value) => {
        expect(firstMessage(PasswordSchema.safeParse(value))).toBe('validation.password.too_short');
      }),
    );
  });

  it('rejects a password longer than 128 code points with validation.password.too_long', () => {
    fc.assert(
      fc.property(password(PASSWORD_MAX_LENGTH + 1, PASSWORD_MAX_LENGTH * 2), (value) => {
        expect(firstMessage(PasswordSchema.safeParse(value))).toBe('validation.password.too_long');
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof PasswordSchema.safeParse(value).success).toBe('boolean');
      }),
    );
  });

  it('keeps spaces, tabs, decomposed letters and bidi marks as typed, so no password already set changes', () => {
    for (const value of ['  spasi di tepi  ', 'tab\there\n', 'Cafe\u0301-rahasia', '\u202erahasia\u202c']) {
      expect(PasswordSchema.parse(value)).toBe(value);
      expect(CurrentPasswordSchema.parse(value)).toBe(value);
    }
  });

  it('refuses NUL with validation.text.control_character and a lone surrogate with validation.text.invalid_unicode', () => {
    for (const schema of [PasswordSchema, CurrentPasswordSchema]) {
      expect(firstMessage(schema.safeParse('rahasia\u0000123'))).toBe('validation.text.control_character');
      expect(firstMessage(schema.safeParse('rahasia\ud800123'))).toBe('validation.text.invalid_unicode');
      expect(firstMessage(schema.safeParse('rahasia\udfff123'))).toBe('validation.text.invalid_unicode');
    }
  });
});

// Tabs and line breaks are control characters in a one-line field: refused, not trimmed (below).
const whitespace = fc.constantFrom('', ' ', '  ', '\u00a0', ' \u3000 ');
const validEmail = fc.emailAddress().filter((email) => email.length <= EMAIL_MAX_LENGTH);

describe('EmailSchema', () => {
  it('accepts generated valid addresses, trimmed and lower-cased', () => {
    fc.assert(
      fc.property(fc.mixedCase(validEmail), whitespace, whitespace, (email, before, after) => {
        expect(EmailSchema.parse(`${before}${email}${after}`)).toBe(email.toLowerCase());
      }),
    );
  });

  it('rejects strings without an @', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((value) => !value.includes('@')),
        (value) => {
          expect(EmailSchema.safeParse(value).success).toBe(false);
        },
      ),
    );
  });

  it('rejects an address with a space inside it with validation.email.invalid', () => {
    fc.assert(
      fc.property(validEmail, fc.nat(), (email, at) => {
        const cut = 1 + (at % (email.length - 1));
        const spaced = `${email.slice(0, cut)} ${email.slice(cut)}`;
        expect(firstMessage(EmailSchema.safeParse(spaced))).toBe('validation.email.invalid');
      }),
    );
  });

  it('refuses a tab, a NUL or a right-to-left override with its text message', () => {
    expect(firstMessage(EmailSchema.safeParse('\tnama@contoh.id'))).toBe('validation.text.control_character');
    expect(firstMessage(EmailSchema.safeParse('nama\u0000@contoh.id'))).toBe('validation.text.control_character');
    expect(firstMessage(EmailSchema.safeParse('nama\u202e@contoh.id'))).toBe('validation.text.bidi_override');
  });

  it('rejects an empty or blank string with validation.required', () => {
    fc.assert(
      fc.property(whitespace, (value) => {
        expect(firstMessage(EmailSchema.safeParse(value))).toBe('validation.required');
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof EmailSchema.safeParse(value).success).toBe('boolean');
      }),
    );
  });
});
