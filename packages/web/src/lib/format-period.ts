/**
 * A report or payment month (`YYYY-MM`) as the reader's language names it, e.g. "November 2026", or
 * "Nov 2026" with `month: 'short'` where a table is tight.
 */
export function formatPeriod(periode: string, language: string, month: 'long' | 'short' = 'long'): string {
  const value = new Date(`${periode}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}$/.test(periode) || Number.isNaN(value.getTime())) return periode;
  // In UTC, like formatDate: the first of the month must not slip into the month before.
  return new Intl.DateTimeFormat(language, { month, year: 'numeric', timeZone: 'UTC' }).format(value);
}
