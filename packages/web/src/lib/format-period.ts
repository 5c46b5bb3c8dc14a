/** A report or payment month (`YYYY-MM`) as the reader's language names it, e.g. "November 2026". */
export function formatPeriod(periode: string, language: string): string {
  const value = new Date(`${periode}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}$/.test(periode) || Number.isNaN(value.getTime())) return periode;
  // In UTC, like formatDate: the first of the month must not slip into the month before.
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(value);
}
