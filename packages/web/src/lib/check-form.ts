import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { validateWith } from './validate-with.ts';

/**
 * Checks a staff form's body with the contract's schema, as the server will: the parsed body, or null
 * after each refused field got its message key.
 */
export function checkForm<S extends z.ZodType, V extends FieldValues>(
  schema: S,
  body: unknown,
  setError: UseFormSetError<V>,
): z.output<S> | null {
  const checked = validateWith(schema, body);
  if (checked.errors === null) return checked.data;
  for (const [field, message] of Object.entries(checked.errors)) {
    setError(field as Path<V>, { type: 'schema', message });
  }
  return null;
}
