import { z } from 'zod';

/** Release dates are at least this many WIB calendar days after the submit date (SPEC §9). */
export const RELEASE_MIN_DAYS_AFTER_SUBMIT = 7;
/** The preview (YouTube Shorts) date is 1 to 5 days before the main release (SPEC §9). */
export const PREVIEW_MIN_DAYS_BEFORE = 1;
export const PREVIEW_MAX_DAYS_BEFORE = 5;
/** The preview lead the form suggests. */
export const PREVIEW_RECOMMENDED_DAYS_BEFORE = 5;

const DAY_MS = 86_400_000;
// Indonesia (WIB) has kept UTC+7 without daylight saving since 1964, so a fixed offset gives
// the Jakarta calendar day without depending on the runtime's time-zone data.
const WIB_OFFSET_MS = 7 * 3_600_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day, `YYYY-MM-DD`, with no time and no zone. */
export type CalendarDate = string;

// Calendar days are counted as UTC midnights: UTC has no DST, so every day is exactly 24 hours.
function toEpochDay(date: CalendarDate): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const epochMs = Date.UTC(year, month - 1, day);
  if (new Date(epochMs).getUTCDate() !== day) throw new RangeError(`No such day: ${date}`);
  return epochMs / DAY_MS;
}

function fromEpochDay(epochDay: number): CalendarDate {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

/** True when the text is a real `YYYY-MM-DD` day (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day in Jakarta (WIB) at the instant `now`. */
export function todayInWib(now: Date): CalendarDate {
  return new Date(now.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` calendar days after `date` (negative goes back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Whole calendar days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** The outcome of a date rule: `key` is the message key when the rule fails. */
export type DateRuleResult = { valid: true; days: number } | { valid: false; days: number; key: string };

/** Checks that the release date is at least 7 WIB calendar days after the submit date. */
export function releaseDateRule(releaseDate: CalendarDate, submitDate: CalendarDate): DateRuleResult {
  if (!isCalendarDate(releaseDate)) return { valid: false, days: Number.NaN, key: 'release.date.invalid' };
  const days = daysBetween(submitDate, releaseDate);
  if (days < RELEASE_MIN_DAYS_AFTER_SUBMIT) return { valid: false, days, key: 'release.album.release_date.too_soon' };
  return { valid: true, days };
}

/** The earliest release date a release submitted on `submitDate` may have. */
export function earliestReleaseDate(submitDate: CalendarDate): CalendarDate {
  return addDays(submitDate, RELEASE_MIN_DAYS_AFTER_SUBMIT);
}

/** A preview date check: `days` is how many days before the release it is. */
export type PreviewRuleResult = DateRuleResult & { isRecommended: boolean };

/** Checks that the preview date is 1 to 5 days before the release date, and whether it is the recommended 5. */
export function previewDateRule(previewDate: CalendarDate, releaseDate: CalendarDate): PreviewRuleResult {
  if (!isCalendarDate(previewDate) || !isCalendarDate(releaseDate)) {
    return { valid: false, days: Number.NaN, key: 'release.date.invalid', isRecommended: false };
  }
  const days = daysBetween(previewDate, releaseDate);
  const isRecommended = days === PREVIEW_RECOMMENDED_DAYS_BEFORE;
  if (days < PREVIEW_MIN_DAYS_BEFORE) {
    return { valid: false, days, key: 'release.track.preview_date.too_late', isRecommended };
  }
  if (days > PREVIEW_MAX_DAYS_BEFORE) {
    return { valid: false, days, key: 'release.track.preview_date.too_early', isRecommended };
  }
  return { valid: true, days, isRecommended };
}

/** A `YYYY-MM-DD` calendar day; `requiredKey` is the message when it is missing. */
export function calendarDateSchema(requiredKey: string) {
  return z
    .string(requiredKey)
    .trim()
    .min(1, requiredKey)
    .refine((value) => value === '' || isCalendarDate(value), 'release.date.invalid');
}
