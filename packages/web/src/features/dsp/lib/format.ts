/** Whole numbers in the reader's language. */
export const formatCount = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);

/** Basis points as a percentage, "12,5%" in Indonesian. */
export const formatBps = (bps: number, language: string, signed = false) =>
  new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(bps / 10_000);

/** The name of an ISO weekday (1 Monday … 7 Sunday) in the reader's language. */
export const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, weekday));

/** "Nov 2026" for a `YYYY-MM` month, in the reader's language. */
export const monthName = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${month}-01T00:00:00Z`),
  );
