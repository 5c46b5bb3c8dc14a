import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';
import { notifyError } from './notify.ts';

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
      if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message: key });
    }
  }
  notifyError(t, title, error);
}
