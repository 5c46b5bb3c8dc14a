import type { SongstatsMetric, SongstatsSourceHistory } from '@irama/contracts';
import { ColorSwatch, Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataNotFound } from '../../../components/analytics/data-not-found.tsx';
import { TrendChart, type TrendPoint } from '../../../components/analytics/trend-chart.tsx';
import { ChartCard } from '../../../components/chart-card.tsx';
import { formatFigure } from '../lib/format.ts';

/** A colour per line, in the order the sources come. */
const COLORS = [
  'red.6',
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'lime.7',
  'pink.6',
  'indigo.6',
  'yellow.7',
];

/** The sources' points side by side, one row per date, so every source is a line of one chart. */
function mergePoints(sources: readonly SongstatsSourceHistory[]): TrendPoint[] {
  const byDate = new Map<string, TrendPoint>();
  for (const source of sources) {
    for (const point of source.points) {
      const row = byDate.get(point.date) ?? { day: point.date };
      row[source.source] = point.value;
      byDate.set(point.date, row);
    }
  }
  return [...byDate.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** The metric over the scope, a line per source; monthly figures (paid streams, revenue) by month. */
export function HistoryChart({
  history,
  metric,
}: {
  history: { stats: readonly SongstatsSourceHistory[] } | undefined;
  metric: SongstatsMetric;
}) {
  const { t, i18n } = useTranslation();
  const sources = history?.stats.filter((source) => source.points.length > 0) ?? [];
  const interval = sources[0]?.interval ?? 'day';
  const series = sources.map((source, index) => ({
    name: source.source,
    label: source.name,
    color: COLORS[index % COLORS.length] ?? 'gray.6',
  }));
  return (
    <ChartCard title={t('songstats.history.title', { metric: t(`songstats.metrics.${metric}`) })}>
      {!history ? (
        <Skeleton height={260} radius="md" />
      ) : sources.length === 0 ? (
        <DataNotFound compact />
      ) : (
        <>
          <Text size="xs" c="dimmed" mb="xs">
            {t(`songstats.history.${interval}`)}
          </Text>
          <TrendChart
            points={mergePoints(sources)}
            series={series}
            interval={interval}
            valueFormatter={(value) => formatFigure(metric, value, i18n.language)}
          />
          <Group gap="md" mt="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
            {series.map((line) => (
              <Group key={line.name} component="li" gap={6} wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${line.color.replace('.', '-')})`} size={12} aria-hidden />
                <Text size="xs">{line.label}</Text>
              </Group>
            ))}
          </Group>
        </>
      )}
    </ChartCard>
  );
}
