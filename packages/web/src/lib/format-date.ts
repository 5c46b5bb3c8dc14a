/** A calendar date (`YYYY-MM-DD`, a WIB day) as the reader's language writes it, e.g. "30 Des 2026". */
export function formatDate(date: string, language: string): string {
  // Read and written in UTC so the day never shifts with the browser's time zone.
  const value = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(value);
}

/** A moment (ISO timestamp) in Jakarta time, date and time, in the reader's language. */
export function formatDateTime(iso: string, language: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(value);
}

/** The day of a moment (ISO timestamp) in Jakarta, in the reader's language, e.g. "28 Nov 2026". */
export function formatDay(iso: string, language: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Asia/Jakarta' }).format(value);
}
