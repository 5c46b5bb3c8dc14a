import type { AnalyticsAudience, AnalyticsShare } from '@irama/contracts';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AudienceDonut } from '../../../components/analytics/audience-donut.tsx';
import { type AudienceKind, audienceLabel } from '../../../components/analytics/audience-labels.ts';
import { RankingBars } from '../../../components/analytics/ranking-bars.tsx';
import { ChartCard } from '../../../components/chart-card.tsx';
import { countryName } from '../../../lib/country-name.ts';
import type { AnalyticsFormats } from '../lib/format.ts';

interface AudienceSectionProps {
  audience: AnalyticsAudience | undefined;
  formats: AnalyticsFormats;
}

/** Reach (where views come from) and audience (who watches): countries, traffic, gender, age, system. */
export function AudienceSection({ audience, formats }: AudienceSectionProps) {
  const { t, i18n } = useTranslation();
  const slices = (shares: readonly AnalyticsShare[], kind: AudienceKind) =>
    shares.map((share) => ({ key: share.key, label: audienceLabel(t, kind, share.key), value: share.views }));
  const donut = (title: string, shares: AnalyticsShare[] | undefined, kind: AudienceKind) => (
    <ChartCard title={title}>
      {shares ? (
        <AudienceDonut slices={slices(shares, kind)} valueFormatter={formats.count} />
      ) : (
        <Skeleton height={160} />
      )}
    </ChartCard>
  );
  const country = audience && countryName(audience.breakdown_country, i18n.language);
  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="analytics-reach">
        <Title order={2} size="h4" id="analytics-reach">
          {t('analytics.reach.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <ChartCard title={t('analytics.reach.countries')}>
            {audience ? (
              <RankingBars
                items={audience.countries.map((share) => ({ key: share.key, country: share.key, value: share.views }))}
                valueFormatter={formats.count}
              />
            ) : (
              <Skeleton height={200} />
            )}
          </ChartCard>
          {donut(t('analytics.reach.traffic'), audience?.traffic_sources, 'traffic')}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="analytics-audience">
        <Title order={2} size="h4" id="analytics-audience">
          {t('analytics.audience.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {donut(t('analytics.audience.gender'), audience?.genders, 'gender')}
          {donut(t('analytics.audience.age'), audience?.age_groups, 'age')}
          {donut(t('analytics.audience.os'), audience?.operating_systems, 'os')}
        </SimpleGrid>
        {country && (
          <Text size="xs" c="dimmed">
            {t('analytics.audience.note', { country })}
          </Text>
        )}
      </Stack>
    </>
  );
}
