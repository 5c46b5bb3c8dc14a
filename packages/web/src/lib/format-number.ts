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

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count as people read it: "4.2 MB", in the UI language's number format. */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString(language, { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}
