// Shared with Home and Ideas, which show the same growth figures.
export { formatBps, formatCount } from '../../../lib/format-number.ts';

/** The name of an ISO weekday (1 Monday … 7 Sunday) in the reader's language. */
export const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, weekday));

/** "Nov 2026" for a `YYYY-MM` month, in the reader's language. */
export const monthName = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${month}-01T00:00:00Z`),
  );
