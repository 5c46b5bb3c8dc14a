import type { AnalyticsSeries, AnalyticsSummary } from '@irama/contracts';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Metric, MetricTiles } from '../../../components/analytics/metric-tiles.tsx';
import { TrendChart } from '../../../components/analytics/trend-chart.tsx';
import { ChartCard } from '../../../components/chart-card.tsx';
import type { AnalyticsFormats } from '../lib/format.ts';

interface EngagementSectionProps {
  summary: AnalyticsSummary | undefined;
  series: AnalyticsSeries | undefined;
  formats: AnalyticsFormats;
}

/** How long people watch: the average view, and watch time and views day by day. */
export function EngagementSection({ summary, series, formats }: EngagementSectionProps) {
  const { t } = useTranslation();
  const days = series?.days.length ?? 0;
  const metrics: Metric[] | undefined = summary && [
    {
      key: 'duration',
      label: t('analytics.engagement.averageView'),
      value: summary.current.average_view_seconds,
      previous: summary.previous.average_view_seconds,
      format: formats.duration,
    },
    {
      key: 'watchPerDay',
      label: t('analytics.engagement.watchPerDay'),
      value: days > 0 ? summary.current.watch_seconds / days : 0,
      previous: days > 0 ? summary.previous.watch_seconds / days : 0,
      format: formats.hours,
    },
    {
      key: 'viewsPerDay',
      label: t('analytics.engagement.viewsPerDay'),
      value: days > 0 ? Math.round(summary.current.views / days) : 0,
      previous: days > 0 ? Math.round(summary.previous.views / days) : 0,
      format: formats.count,
    },
  ];
  const points = (series?.days ?? []).map((day) => ({
    day: day.day,
    views: day.views,
    watch_hours: Math.round(day.watch_seconds / 360) / 10,
  }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="analytics-engagement">
      <Title order={2} size="h4" id="analytics-engagement">
        {t('analytics.engagement.title')}
      </Title>
      <MetricTiles metrics={metrics} count={3} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <ChartCard title={t('analytics.engagement.viewsChart')}>
          {series ? (
            <TrendChart
              points={points}
              series={[{ name: 'views', label: t('analytics.summary.views'), color: 'red.6' }]}
              valueFormatter={formats.count}
            />
          ) : (
            <Skeleton height={260} />
          )}
        </ChartCard>
        <ChartCard title={t('analytics.engagement.watchChart')}>
          {series ? (
            <TrendChart
              variant="area"
              points={points}
              series={[{ name: 'watch_hours', label: t('analytics.summary.watchHours'), color: 'blue.6' }]}
            />
          ) : (
            <Skeleton height={260} />
          )}
        </ChartCard>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('analytics.engagement.note')}
      </Text>
    </Stack>
  );
}
