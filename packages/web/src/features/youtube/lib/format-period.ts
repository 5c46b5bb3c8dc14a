/** A report month ("2026-10") as the reader says it ("Okt 2026"); the text as given when it is not a month. */
export function formatPeriod(period: string, language: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  // The middle of the month in UTC, so no time zone moves it into the next or previous one.
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
