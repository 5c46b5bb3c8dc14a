import type { DspAudience, DspCountries, DspShare } from '@irama/contracts';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AudienceDonut } from '../../../components/analytics/audience-donut.tsx';
import { type AudienceKind, audienceLabel } from '../../../components/analytics/audience-labels.ts';
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

/** Each breakdown of the answer and the kind of value it holds, for its labels. */
const AUDIENCE_PARTS = [
  ['gender', 'gender'],
  ['age_group', 'age'],
  ['operating_system', 'os'],
  ['traffic_source', 'traffic'],
] as const;

/** Streams by gender, age group, operating system and traffic source, as donuts. */
export function AudienceCards({ audience }: { audience: DspAudience | undefined }) {
  const { t } = useTranslation();
  const label = (kind: AudienceKind, row: DspShare) =>
    row.key === '' ? t('dsp.audience.unknown') : audienceLabel(t, kind, row.key);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {AUDIENCE_PARTS.map(([part, kind]) => (
        <ChartCard key={part} title={t(`dsp.audience.${part}`)}>
          {audience ? (
            <AudienceDonut
              slices={audience[part].map((row) => ({ key: row.key, label: label(kind, row), value: row.value }))}
            />
          ) : (
            <Skeleton height={160} />
          )}
        </ChartCard>
      ))}
    </SimpleGrid>
  );
}
