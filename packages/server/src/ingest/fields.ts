import { IngestError } from './errors.ts';
import { MoneyFormatError, parseMicros } from './money.ts';

/** Column positions of a header row, refusing duplicates so a value is never read from the wrong twin. */
export function indexHeader(header: readonly string[], line: number, file?: string): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((raw, position) => {
    const name = raw.trim();
    if (index.has(name)) throw new IngestError('duplicate_column', line, `column "${name}" appears twice`, file);
    index.set(name, position);
  });
  return index;
}

/** Parses an amount into micros, turning a malformed value into an error at its line. */
export function parseAmount(
  value: string,
  column: string,
  line: number,
  options: { file?: string; decimalSeparator?: '.' | ',' } = {},
): bigint {
  try {
    return parseMicros(value.trim(), options.decimalSeparator ?? '.');
  } catch (error) {
    if (!(error instanceof MoneyFormatError)) throw error;
    throw new IngestError('invalid_number', line, `${column} is not a decimal amount: ${value}`, options.file);
  }
}

/** Parses a whole number (views, streams, units), negative allowed for adjustments; thousands separators are refused. */
export function parseCount(value: string, column: string, line: number, file?: string): number {
  const trimmed = value.trim();
  const parsed = /^-?\d{1,15}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (Number.isNaN(parsed)) {
    throw new IngestError('invalid_number', line, `${column} is not a whole number: ${value}`, file);
  }
  return parsed;
}

/** Turns a `YYYYMMDD`, `YYYY-MM-DD`, `YYYYMM` or `YYYY-MM` date into a report period `YYYY-MM`. */
export function toPeriod(value: string, column: string, line: number, file?: string): string {
  const match = /^(\d{4})-?(\d{2})(?:-?(\d{2}))?$/.exec(value.trim());
  const month = match ? Number(match[2]) : 0;
  const day = match?.[3] === undefined ? 1 : Number(match[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > 31) {
    throw new IngestError('invalid_date', line, `${column} is not a date or month: ${value}`, file);
  }
  return `${match[1]}-${match[2]}`;
}

/** The `YYYY-MM-DD` of a `YYYYMMDD` or `YYYY-MM-DD` date already read by `toPeriod`, or null for a month. */
export function toDay(value: string): string | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
