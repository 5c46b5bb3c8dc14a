import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { fieldMessageKey } from './server-errors.ts';

describe('fieldMessageKey', () => {
  it('names the one type a value was due, in a key both catalogues have', () => {
    expect(fieldMessageKey('validation.type', 'integer')).toBe('validation.types.integer');
    expect(en.validation.types.integer).toBe('Enter a whole number');
  });

  it('keeps the generic type key for a field of several types, and every other key as sent', () => {
    expect(fieldMessageKey('validation.type', 'integer|string')).toBe('validation.type');
    expect(fieldMessageKey('validation.type', undefined)).toBe('validation.type');
    expect(fieldMessageKey('balance.amount.invalid', 'integer')).toBe('balance.amount.invalid');
  });
});
