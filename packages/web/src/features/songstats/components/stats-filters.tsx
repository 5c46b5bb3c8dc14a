import { SONGSTATS_METRICS, SONGSTATS_SCOPES, type SongstatsMetric, type SongstatsSource } from '@irama/contracts';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPointDate } from '../lib/format.ts';
import { useStatsFilters } from '../lib/use-stats-filters.ts';

/** The metrics worth offering: what the chosen source carries, or what any source carries for all of them. */
function offeredMetrics(sources: readonly SongstatsSource[], source: string): SongstatsMetric[] {
  const carried = new Set(sources.filter((row) => source === 'all' || row.id === source).flatMap((row) => row.metrics));
  const metrics = SONGSTATS_METRICS.filter((metric) => carried.has(metric));
  return metrics.length > 0 ? metrics : ['streams'];
}

/** Source (each with how fresh its data is), metric and scope, all kept in the URL. */
export function StatsFilters({ sources }: { sources: readonly SongstatsSource[] }) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useStatsFilters();
  const freshness = (source: SongstatsSource) =>
    source.as_of
      ? t('songstats.asOf', { day: formatPointDate(source.as_of, i18n.language) })
      : t('songstats.noDataYet');
  const metrics = offeredMetrics(sources, filters.source);
  const metricOptions = (metrics.includes(filters.metric) ? metrics : [filters.metric, ...metrics]).map((value) => ({
    value,
    label: t(`songstats.metrics.${value}`),
  }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('songstats.filters.source')}
        data={[
          { value: 'all', label: t('songstats.filters.allSources') },
          ...sources.map((source) => ({ value: source.id, label: `${source.name} · ${freshness(source)}` })),
        ]}
        value={filters.source}
        onChange={(next) => next && setFilters({ source: next })}
        allowDeselect={false}
        w={{ base: '100%', xs: 280 }}
      />
      <Select
        label={t('songstats.filters.metric')}
        data={metricOptions}
        value={filters.metric}
        onChange={(next) => next && setFilters({ metric: next as SongstatsMetric })}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t('songstats.filters.scope')}
        data={SONGSTATS_SCOPES.map((value) => ({ value, label: t(`songstats.scopes.${value}`) }))}
        value={filters.scope}
        onChange={(next) => next && setFilters({ scope: next as (typeof SONGSTATS_SCOPES)[number] })}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}
