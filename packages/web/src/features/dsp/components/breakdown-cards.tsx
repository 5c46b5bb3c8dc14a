import type { DspAudience, DspCountries, DspShare } from '@irama/contracts';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AudienceDonut } from '../../../components/analytics/audience-donut.tsx';
import { RankingBars } from '../../../components/analytics/ranking-bars.tsx';
import { ChartCard } from '../../../components/chart-card.tsx';
import { formatCount } from '../lib/format.ts';

/** Streams and average daily listeners by country, the largest ten. */
export function CountryCards({
  streams,
  listeners,
}: {
  streams: DspCountries | undefined;
  listeners: DspCountries | undefined;
}) {
  const { t, i18n } = useTranslation();
  const bars = (answer: DspCountries | undefined) =>
    answer ? (
      <RankingBars
        items={answer.countries.map((row) => ({ key: row.key, country: row.key, value: row.value }))}
        valueFormatter={(value) => formatCount(value, i18n.language)}
      />
    ) : (
      <Skeleton height={200} />
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard title={t('dsp.countries.streams')}>{bars(streams)}</ChartCard>
      <ChartCard title={t('dsp.countries.listeners')}>{bars(listeners)}</ChartCard>
    </SimpleGrid>
  );
}

const AUDIENCE_PARTS = ['gender', 'age_group', 'operating_system', 'traffic_source'] as const;

/** Streams by gender, age group, operating system and traffic source, as donuts. */
export function AudienceCards({ audience }: { audience: DspAudience | undefined }) {
  const { t } = useTranslation();
  const label = (row: DspShare) =>
    row.key === '' ? t('dsp.audience.unknown') : t(`dsp.audience.values.${row.key}`, { defaultValue: row.key });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {AUDIENCE_PARTS.map((part) => (
        <ChartCard key={part} title={t(`dsp.audience.${part}`)}>
          {audience ? (
            <AudienceDonut
              slices={audience[part].map((row) => ({ key: row.key, label: label(row), value: row.value }))}
            />
          ) : (
            <Skeleton height={160} />
          )}
        </ChartCard>
      ))}
    </SimpleGrid>
  );
}
