import type { PeriodFormat } from '@irama/contracts';

const PERIOD_PATTERNS: Record<PeriodFormat, RegExp> = {
  'YYYY-MM': /^(?<y>\d{4})-(?<m>\d{2})$/,
  YYYYMM: /^(?<y>\d{4})(?<m>\d{2})$/,
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})$/,
  YYYYMMDD: /^(?<y>\d{4})(?<m>\d{2})(?<d>\d{2})$/,
  'DD/MM/YYYY': /^(?<d>\d{2})\/(?<m>\d{2})\/(?<y>\d{4})$/,
  'MM/YYYY': /^(?<m>\d{2})\/(?<y>\d{4})$/,
};

/** Reads a period in the given format as `YYYY-MM`, or null when the value does not fit the format. */
export function readPeriod(value: string, format: PeriodFormat): string | null {
  const groups = PERIOD_PATTERNS[format].exec(value.trim())?.groups;
  if (!groups) return null;
  const month = Number(groups.m);
  const day = groups.d === undefined ? 1 : Number(groups.d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${groups.y}-${groups.m}`;
}
