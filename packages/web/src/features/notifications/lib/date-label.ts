import { addDays, todayInWib } from '@irama/contracts';

/** Notices are grouped by their day in WIB, the portal's time zone. */
const TIME_ZONE = 'Asia/Jakarta';

/** The calendar day (WIB) of an instant, as `YYYY-MM-DD`. */
export function wibDay(iso: string): string {
  return todayInWib(new Date(iso));
}

/**
 * A notice's day as the panel labels it (SPEC §9): today, yesterday, else weekday, day and month in
 * the reader's language ("Senin, 23 November").
 */
export function dayLabel(
  iso: string,
  now: Date,
  language: string,
  words: { today: string; yesterday: string },
): string {
  const day = wibDay(iso);
  const today = todayInWib(now);
  if (day === today) return words.today;
  if (day === addDays(today, -1)) return words.yesterday;
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** The time of day (WIB) of a notice, "14.05" or "2:05 PM" as the language writes it. */
export function timeOfDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );
}
