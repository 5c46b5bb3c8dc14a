import { SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { audienceLabel } from '../../../components/analytics/audience-labels.ts';
import { DataNotFound } from '../../../components/analytics/data-not-found.tsx';
import { RankingBars } from '../../../components/analytics/ranking-bars.tsx';
import { ChartCard } from '../../../components/chart-card.tsx';
import type { Audience } from '../api/get-artist-audience.ts';
import { formatBps, formatPointDate } from '../lib/format.ts';

type SourceAudience = Audience['audience'][number];

/** Shares as bars, each row reading its percentage. */
function ShareBars({ rows, label }: { rows: SourceAudience['countries']; label?: (key: string) => string }) {
  const { i18n } = useTranslation();
  return (
    <RankingBars
      items={rows.map((row) =>
        label
          ? { key: row.key, label: label(row.key), value: row.share_bps }
          : { key: row.key, country: row.key, value: row.share_bps },
      )}
      valueFormatter={(bps) => formatBps(bps, i18n.language)}
    />
  );
}

/** One breakdown under its title; nothing when the source does not report it. */
function Breakdown({ title, ...bars }: { title: string } & Parameters<typeof ShareBars>[0]) {
  if (bars.rows.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} mb="xs">
        {title}
      </Text>
      <ShareBars {...bars} />
    </div>
  );
}

function SourceAudienceView({ audience }: { audience: SourceAudience }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {t('songstats.audience.of', {
          source: audience.name,
          metric: t(`songstats.metrics.${audience.metric}`),
          day: audience.as_of ? formatPointDate(audience.as_of, i18n.language) : '–',
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Breakdown title={t('songstats.audience.countries')} rows={audience.countries} />
        <Breakdown
          title={t('songstats.audience.ages')}
          rows={audience.age_groups}
          label={(key) => audienceLabel(t, 'age', key)}
        />
        <Breakdown
          title={t('songstats.audience.genders')}
          rows={audience.genders}
          label={(key) => audienceLabel(t, 'gender', key)}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Where and who listens, per source that reports an audience. */
export function AudienceCard({ answer }: { answer: Audience | undefined }) {
  const { t } = useTranslation();
  return (
    <ChartCard title={t('songstats.audience.title')}>
      {!answer ? (
        <Skeleton height={200} />
      ) : answer.audience.length === 0 ? (
        <DataNotFound compact />
      ) : (
        // One source at a time: every source's countries, ages and genders at once make a very long page.
        <Tabs defaultValue={answer.audience[0]?.source} variant="pills" keepMounted={false}>
          <Tabs.List mb="md">
            {answer.audience.map((audience) => (
              <Tabs.Tab key={audience.source} value={audience.source}>
                {audience.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {answer.audience.map((audience) => (
            <Tabs.Panel key={audience.source} value={audience.source}>
              <SourceAudienceView audience={audience} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </ChartCard>
  );
}
