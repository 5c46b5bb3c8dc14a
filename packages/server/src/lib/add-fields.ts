/**
 * Two records of figures added up field by field, over the fields of `zero`: a row that carries more
 * (a period, a name) adds only its figures.
 */
export function addFields<T extends Record<string, number>>(zero: Readonly<T>, a: Readonly<T>, b: Readonly<T>): T {
  const sum = { ...zero } as T;
  for (const field in zero) sum[field] = (a[field] + b[field]) as T[typeof field];
  return sum;
}
