import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface Metric {
  key: string;
  label: string;
  value: number;
  /** The same figure over the range just before, for the change. */
  previous: number;
  format: (value: number) => string;
}

/** The change from `previous` to `value` in percent, one decimal; null when there was nothing before. */
export function changePercent(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / Math.abs(previous)) * 1000) / 10;
}

function Change({ value, previous }: { value: number; previous: number }) {
  const { t, i18n } = useTranslation();
  const percent = changePercent(value, previous);
  if (percent === null) {
    return (
      <Text size="xs" c="dimmed">
        {t('analyticsUi.metrics.noPrevious')}
      </Text>
    );
  }
  const Icon = percent > 0 ? IconArrowUpRight : percent < 0 ? IconArrowDownRight : IconMinus;
  // The darker shades keep 4.5:1 against the tile for small text.
  const color = percent > 0 ? 'teal.9' : percent < 0 ? 'red.9' : 'dimmed';
  const formatted = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(percent);
  return (
    <Group gap={4} wrap="wrap">
      <Text size="xs" c={color} fw={600} component="span" style={{ display: 'inline-flex', alignItems: 'center' }}>
        <Icon size={14} aria-hidden />
        {formatted}%
      </Text>
      <Text size="xs" c="dimmed" component="span">
        {t('analyticsUi.metrics.vsPrevious')}
      </Text>
    </Group>
  );
}

/** Summary figures, each with its change against the range before (arrow and colour). */
export function MetricTiles({ metrics, count = 4 }: { metrics: readonly Metric[] | undefined; count?: number }) {
  return (
    <SimpleGrid cols={{ base: 2, md: Math.min(count, 4) }} spacing="sm">
      {metrics
        ? metrics.map((metric) => (
            <Paper key={metric.key} withBorder radius="md" p="sm">
              <Text size="xs" c="dimmed">
                {metric.label}
              </Text>
              <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {metric.format(metric.value)}
              </Text>
              <Change value={metric.value} previous={metric.previous} />
            </Paper>
          ))
        : Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Paper key={index} withBorder radius="md" p="sm">
              <Skeleton height={12} width={80} />
              <Skeleton height={24} mt={6} width={110} />
              <Skeleton height={12} mt={6} width={90} />
            </Paper>
          ))}
    </SimpleGrid>
  );
}
