/** The fields `keys` of `row`, copied as they are: a mapper's fields whose names the row and the answer share. */
export function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}
