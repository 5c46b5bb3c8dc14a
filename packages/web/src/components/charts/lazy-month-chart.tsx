import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { MonthChartProps } from './month-chart.tsx';

// The chart library is several times the size of the pages that draw with it: the tables and figures are
// painted first, and the chart follows when it arrives.
const MonthChartChunk = lazy(() => import('./month-chart.tsx').then((module) => ({ default: module.MonthChart })));

/** `MonthChart`, loaded on first use. */
export function LazyMonthChart(props: MonthChartProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 240} radius="md" />}>
      <MonthChartChunk {...props} />
    </Suspense>
  );
}
