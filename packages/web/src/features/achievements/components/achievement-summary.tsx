import type { AchievementSummary as Summary } from '@irama/contracts';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/stat-tile.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { formatCount } from '../../../lib/format-number.ts';

/** The top of the page: how many are earned of all, ready, claimed and locked, and the latest earned. */
export function AchievementSummary({ summary }: { summary: Summary | undefined }) {
  const { t, i18n } = useTranslation();
  const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value, i18n.language));
  const earned = summary && summary.ready + summary.claimed;
  const latest = summary?.latest_earned;
  return (
    <section aria-label={t('achievements.summary.label')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatTile
          label={t('achievements.summary.earned')}
          value={summary && t('achievements.summary.ofTotal', { earned: count(earned), total: count(summary.total) })}
          isHighlighted
        />
        <StatTile label={t('achievements.summary.ready')} value={count(summary?.ready)} color="green" />
        <StatTile label={t('achievements.summary.claimed')} value={count(summary?.claimed)} />
        <StatTile label={t('achievements.summary.locked')} value={count(summary?.locked)} />
      </SimpleGrid>
      {latest?.earned_at && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('achievements.summary.latest', {
            title: t(latest.title_key),
            date: formatDay(latest.earned_at, i18n.language),
          })}
        </Text>
      )}
    </section>
  );
}
