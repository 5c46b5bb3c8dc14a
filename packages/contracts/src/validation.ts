import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

// Deliberately simple: one @, a dot in the domain, no spaces. Stricter patterns reject real
// addresses; the mail round trip is what proves an address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An email address, trimmed and lower-cased. */
export const EmailSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(EMAIL_MAX_LENGTH, 'validation.email.too_long')
  .regex(EMAIL_PATTERN, 'validation.email.invalid')
  .transform((email) => email.toLowerCase())
  .describe('Email address');

/** A new password: 8 to 128 characters, counted as the user sees them (code points). */
export const PasswordSchema = z
  .string('validation.required')
  .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, 'validation.password.too_short')
  .refine((value) => [...value].length <= PASSWORD_MAX_LENGTH, 'validation.password.too_long')
  .describe('Password, 8 to 128 characters');

/** A required, trimmed text of at most `max` characters. */
export function requiredText(max: number) {
  return z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.too_long');
}
