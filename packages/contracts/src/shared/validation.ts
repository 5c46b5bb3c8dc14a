import { z } from 'zod';
import { requiredText, TEXT_RULE_MESSAGES } from './text.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** The message of a value present with the wrong type; the problem's `expected` names the type due. */
export const TYPE_MESSAGE = 'validation.type';

/** The JSON types a problem's `expected` names (several, for a field that takes more than one, joined by `|`). */
export const JSON_TYPES = ['integer', 'number', 'string', 'boolean', 'array', 'object'] as const;
export type JsonType = (typeof JSON_TYPES)[number];

// Deliberately simple: one @, a dot in the domain, no spaces. Stricter patterns reject real
// addresses; the mail round trip is what proves an address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An email address, clean like any typed text (NFC, trimmed), then lower-cased. */
export const EmailSchema = requiredText(EMAIL_MAX_LENGTH, { tooLongKey: 'validation.email.too_long' })
  .regex(EMAIL_PATTERN, 'validation.email.invalid')
  .transform((email) => email.toLowerCase())
  .describe('Email address');

// A NUL ends the string for C libraries, and a lone surrogate has no UTF-8 form, so two different
// ones would reach the hasher as the same bytes.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character refused
const NUL = /\u0000/u;
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * A password as typed. It is never trimmed or normalised, since that would change passwords
 * already set; only NUL and lone surrogates are refused.
 */
export function passwordText() {
  return z.string('validation.required').superRefine((value, ctx) => {
    if (NUL.test(value)) ctx.addIssue({ code: 'custom', message: TEXT_RULE_MESSAGES.control, continue: false });
    else if (LONE_SURROGATE.test(value))
      ctx.addIssue({ code: 'custom', message: TEXT_RULE_MESSAGES.unicode, continue: false });
  });
}

/** A new password: 8 to 128 characters, counted as the user sees them (code points). */
export const PasswordSchema = passwordText()
  .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, 'validation.password.too_short')
  .refine((value) => [...value].length <= PASSWORD_MAX_LENGTH, 'validation.password.too_long')
  .describe('Password, 8 to 128 characters');

/** A password already set (sign-in, current password): no length rule, those apply when one is set. */
export const CurrentPasswordSchema = passwordText().min(1, 'validation.required').max(1024, 'validation.too_long');
