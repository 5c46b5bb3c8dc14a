import type { DspMeasures } from '@irama/contracts';
import { useTranslation } from 'react-i18next';
import { type Metric, MetricTiles } from '../../../components/analytics/metric-tiles.tsx';
import { formatBps, formatCount } from '../lib/format.ts';

/** Streams, average daily listeners, saves and complete rate, each against the previous period. */
export function DspTiles({ totals, previous }: { totals: DspMeasures | undefined; previous: DspMeasures | undefined }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const metrics: Metric[] | undefined =
    totals && previous
      ? [
          {
            key: 'streams',
            label: t('dsp.measures.streams'),
            value: totals.streams,
            previous: previous.streams,
            format: count,
          },
          {
            key: 'listeners',
            label: t('dsp.measures.listeners'),
            value: totals.listeners,
            previous: previous.listeners,
            format: count,
          },
          {
            key: 'saves',
            label: t('dsp.measures.saves'),
            value: totals.saves,
            previous: previous.saves,
            format: count,
          },
          {
            key: 'complete',
            label: t('dsp.measures.completeRate'),
            value: totals.complete_rate_bps ?? 0,
            previous: previous.complete_rate_bps ?? 0,
            format: (bps) => formatBps(bps, i18n.language),
          },
        ]
      : undefined;
  return <MetricTiles metrics={metrics} />;
}
