import { JSON_TYPES, TYPE_MESSAGE } from '@irama/contracts';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';
import { notifyError } from './notify.ts';

/**
 * The catalogue key of a server field message: a value of the wrong type names the type due
 * (`validation.types.integer`) when it is one type; otherwise the key as the server sent it.
 */
export function fieldMessageKey(key: string, expected: string | undefined): string {
  const isOneType = (JSON_TYPES as readonly string[]).includes(expected ?? '');
  return key === TYPE_MESSAGE && isOneType ? `validation.types.${expected}` : key;
}

/**
 * A failed save: the server's per-field message keys on the form's fields (`hosts.2` lands on `hosts`),
 * and a red toast saying what failed and why.
 */
export function showFormError<T extends FieldValues>(
  t: TFunction,
  title: string,
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  if (error instanceof ApiError) {
    for (const [path, key] of Object.entries(error.fieldErrors)) {
      const field = path.split('.')[0] ?? path;
      const message = fieldMessageKey(key, error.expectedTypes[path]);
      if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
    }
  }
  notifyError(t, title, error);
}
