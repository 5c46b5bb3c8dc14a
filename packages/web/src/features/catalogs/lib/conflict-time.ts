const DAY_MS = 86_400_000;

/** Whole days from `now` until the deadline, rounded up so the last hours still read "today"; ≤ 0 once passed. */
export function daysUntil(deadline: string, now: number = Date.now()): number {
  return Math.ceil((Date.parse(deadline) - now) / DAY_MS);
}

/** "dalam 12 hari" / "in 12 days", "besok" / "tomorrow", in the reader's language. */
export function relativeDays(days: number, language: string): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
}
