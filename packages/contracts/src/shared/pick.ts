/**
 * The fields `keys` of `source`, copied as they are and typed as such: a server mapper's fields whose names
 * the row and the answer share, or a form's values taken from the record it edits.
 */
export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}
