import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';

/**
 * Puts the server's per-field message keys on the form's fields (`hosts.2` lands on `hosts`).
 * Returns whether any field error was placed, so the caller can skip a generic message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let isPlaced = false;
  for (const [path, key] of Object.entries(error.fieldErrors)) {
    const field = path.split('.')[0] ?? path;
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: key });
    isPlaced = true;
  }
  return isPlaced;
}
