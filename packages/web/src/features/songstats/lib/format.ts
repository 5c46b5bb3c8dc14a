import type { SongstatsMetric } from '@irama/contracts';
import { formatCount } from '../../../lib/format-number.ts';
import { formatIdr } from '../../../lib/money.ts';

export { formatBps, formatCount } from '../../../lib/format-number.ts';

/** A figure as its metric reads: revenue in rupiah, every other metric as a whole count. */
export const formatFigure = (metric: SongstatsMetric, value: number, language: string) =>
  metric === 'revenue' ? formatIdr(value, language) : formatCount(value, language);

/** "12 Nov 2026" for a `YYYY-MM-DD` day, "Nov 2026" for a `YYYY-MM` month, in the reader's language. */
export function formatPointDate(date: string, language: string, style: 'short' | 'long' = 'long'): string {
  const isMonth = /^\d{4}-\d{2}$/.test(date);
  const time = Date.parse(`${isMonth ? `${date}-01` : date}T00:00:00Z`);
  if (Number.isNaN(time)) return date;
  return new Intl.DateTimeFormat(language, {
    ...(isMonth ? {} : { day: 'numeric' }),
    month: 'short',
    ...(style === 'long' || isMonth ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(time);
}
