import type { DspTrends } from '@irama/contracts';
import { Grid, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TrendChart } from '../../../components/analytics/trend-chart.tsx';
import { ChartCard } from '../../../components/chart-card.tsx';
import { formatCount, monthName } from '../lib/format.ts';

/** The period's streams and listeners by day, and the streams of the last 6 months. */
export function DspTrend({ trends }: { trends: DspTrends | undefined }) {
  const { t } = useTranslation();
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <ChartCard title={t('dsp.trend.daily')}>
          {trends ? (
            <TrendChart
              points={trends.daily.map((point) => ({
                day: point.date,
                streams: point.streams,
                listeners: point.listeners,
              }))}
              series={[
                { name: 'streams', label: t('dsp.measures.streams'), color: 'red.6' },
                { name: 'listeners', label: t('dsp.measures.listeners'), color: 'blue.6' },
              ]}
              variant="area"
            />
          ) : (
            <Skeleton height={260} radius="md" />
          )}
        </ChartCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ChartCard title={t('dsp.trend.monthly')}>
          <MonthlyStreams trends={trends} />
        </ChartCard>
      </Grid.Col>
    </Grid>
  );
}

/** Six months of streams as bars against the largest month, oldest first. */
function MonthlyStreams({ trends }: { trends: DspTrends | undefined }) {
  const { i18n } = useTranslation();
  if (!trends) return <Skeleton height={220} />;
  const top = Math.max(1, ...trends.monthly.map((month) => month.streams));
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {trends.monthly.map((month) => (
        <li key={month.date}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{monthName(month.date, i18n.language)}</Text>
            <Text size="sm" fw={600}>
              {formatCount(month.streams, i18n.language)}
            </Text>
          </Group>
          <Progress value={(month.streams / top) * 100} color="red" size="sm" mt={4} aria-hidden />
        </li>
      ))}
    </Stack>
  );
}
