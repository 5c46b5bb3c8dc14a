import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrendSeries } from './chart-bodies.tsx';

// The chart library is several times the size of the pages that draw with it: it arrives after the figures.
const TrendBody = lazy(() => import('./chart-bodies.tsx').then((module) => ({ default: module.TrendBody })));

export type { TrendSeries };

/** A day's values: `day` is `YYYY-MM-DD` (`YYYY-MM` for a monthly chart), the rest are the series' figures. */
export type TrendPoint = { day: string } & Record<string, number | string>;

interface TrendChartProps {
  /** Oldest first, one point per day (or per month). */
  points: readonly TrendPoint[];
  /** Monthly figures are labelled "Nov 2026". */
  interval?: 'day' | 'month';
  series: TrendSeries[];
  variant?: 'line' | 'area';
  height?: number;
  /** How a value reads in the tooltip; whole numbers in the reader's language by default. */
  valueFormatter?: (value: number) => string;
}

/** Daily figures as a line or area chart, days labelled "28 Nov" in the reader's language. */
export function TrendChart({
  points,
  series,
  variant = 'line',
  height = 260,
  valueFormatter,
  interval = 'day',
}: TrendChartProps) {
  const { i18n } = useTranslation();
  const dayFormat = new Intl.DateTimeFormat(
    i18n.language,
    interval === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  );
  const plain = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const dayOf = (day: string) => (interval === 'month' ? `${day}-01` : day);
  const data = points.map((point) => ({
    ...point,
    label: dayFormat.format(Date.parse(`${dayOf(point.day)}T00:00:00Z`)),
  }));
  return (
    <Suspense fallback={<Skeleton height={height} radius="md" />}>
      <TrendBody
        data={data}
        series={series}
        variant={variant}
        height={height}
        valueFormatter={valueFormatter ?? ((value) => plain.format(value))}
        tickFormatter={(value) => compact.format(value)}
      />
    </Suspense>
  );
}
