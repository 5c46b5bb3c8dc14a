import { SONGSTATS_METRICS, type SongstatsMetric, type SongstatsSourceStats } from '@irama/contracts';
import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataNotFound } from '../../../components/analytics/data-not-found.tsx';
import { formatFigure, formatPointDate } from '../lib/format.ts';

/** The figures a source's card lists under its main one, in the contract's order. */
const otherMetrics = (card: SongstatsSourceStats, metric: SongstatsMetric) =>
  SONGSTATS_METRICS.filter((other) => other !== metric && card.values[other] !== undefined);

function SourceCard({ card, metric }: { card: SongstatsSourceStats; metric: SongstatsMetric }) {
  const { t, i18n } = useTranslation();
  const value = card.values[metric];
  // `all` is the sum over Irama's own sources: the figure the others add up to.
  const isTotal = card.source === 'all';
  const name = isTotal ? t('songstats.total') : card.name;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-label={name}
      bg={isTotal ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{name}</Text>
          {card.verified && (
            <Badge variant="light" color="teal" tt="none" leftSection={<IconShieldCheck size={14} aria-hidden />}>
              {t('songstats.verified')}
            </Badge>
          )}
        </Group>
        <div>
          <Text size="xs" c="dimmed">
            {t(`songstats.metrics.${metric}`)}
          </Text>
          {value === undefined ? (
            <Text c="dimmed" size="sm" py={6}>
              {t('songstats.notCarried')}
            </Text>
          ) : (
            <Text fw={700} fz="xl">
              {formatFigure(metric, value, i18n.language)}
            </Text>
          )}
        </div>
        {otherMetrics(card, metric).map((other) => (
          <Group key={other} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t(`songstats.metrics.${other}`)}
            </Text>
            <Text size="sm" fw={600}>
              {formatFigure(other, card.values[other] ?? 0, i18n.language)}
            </Text>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {card.as_of
            ? t('songstats.asOf', { day: formatPointDate(card.as_of, i18n.language) })
            : t('songstats.noDataYet')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** One card per source: the chosen metric, what else the source carries, and the day it is true as of. */
export function SourceCards({
  stats,
  metric,
}: {
  stats: readonly SongstatsSourceStats[] | undefined;
  metric: SongstatsMetric;
}) {
  if (!stats) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Skeleton height={150} radius="md" />
        <Skeleton height={150} radius="md" />
        <Skeleton height={150} radius="md" />
      </SimpleGrid>
    );
  }
  if (stats.length === 0) return <DataNotFound compact />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {stats.map((card) => (
        <SourceCard key={card.source} card={card} metric={metric} />
      ))}
    </SimpleGrid>
  );
}
