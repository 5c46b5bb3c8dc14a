/**
 * `part` as a whole percentage of `whole` for a progress bar, 0 to 100: integer arithmetic on whole rupiah,
 * rounded down so a bar shows full only when the amount is.
 */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return part > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.floor((part * 100) / whole)));
}
