/** The change from `previous` to `value` in basis points, or null when there was nothing before to compare with. */
export function changeBpsOf(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) * 10_000) / previous);
}
