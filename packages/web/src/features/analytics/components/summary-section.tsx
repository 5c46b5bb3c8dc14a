import type { AnalyticsSummary } from '@irama/contracts';
import { useTranslation } from 'react-i18next';
import { type Metric, MetricTiles } from '../../../components/analytics/metric-tiles.tsx';
import type { AnalyticsFormats } from '../lib/format.ts';

/** Views, watch time, estimated revenue and net subscribers, each against the range before. */
export function SummarySection({
  summary,
  formats,
}: {
  summary: AnalyticsSummary | undefined;
  formats: AnalyticsFormats;
}) {
  const { t } = useTranslation();
  const metrics: Metric[] | undefined = summary && [
    {
      key: 'views',
      label: t('analytics.summary.views'),
      value: summary.current.views,
      previous: summary.previous.views,
      format: formats.count,
    },
    {
      key: 'watch',
      label: t('analytics.summary.watchHours'),
      value: summary.current.watch_seconds,
      previous: summary.previous.watch_seconds,
      format: formats.hours,
    },
    {
      key: 'revenue',
      label: t('analytics.summary.revenue'),
      value: summary.current.revenue_micros,
      previous: summary.previous.revenue_micros,
      format: formats.usd,
    },
    {
      key: 'subscribers',
      label: t('analytics.summary.subscribers'),
      value: summary.current.subscribers_net,
      previous: summary.previous.subscribers_net,
      format: formats.signedCount,
    },
  ];
  return (
    <section aria-label={t('analytics.summary.title')}>
      <MetricTiles metrics={metrics} />
    </section>
  );
}
