import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

// The chart library is several times the size of the pages that draw with it: the tables and figures are
// painted first, and the charts follow when it arrives.
const RevenueChartsChunk = lazy(() =>
  import('./revenue-charts.tsx').then((module) => ({ default: module.RevenueCharts })),
);

/** `RevenueCharts`, loaded on first use. */
export function LazyRevenueCharts(props: ComponentProps<typeof RevenueChartsChunk>) {
  return (
    <Suspense fallback={<Skeleton height={320} radius="md" />}>
      <RevenueChartsChunk {...props} />
    </Suspense>
  );
}
