import type { Recommendations } from '@irama/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RankedList } from '../../../components/ideas/ranked-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';

interface TopContentCardProps {
  music: Recommendations | null;
  video: Recommendations | null;
}

/** The most streamed songs and most viewed videos of the last 28 days, of the services the company takes. */
export function TopContentCard({ music, video }: TopContentCardProps) {
  const { t } = useTranslation();
  const lists = [
    { key: 'music', data: music, unitKey: 'ideas.streams', emptyKey: 'dashboard.top.musicEmpty' },
    { key: 'video', data: video, unitKey: 'ideas.views', emptyKey: 'dashboard.top.videoEmpty' },
  ].filter((list) => list.data !== null);
  return (
    <SectionCard title={t('dashboard.top.title')} description={t('dashboard.top.description')}>
      <Stack gap="lg">
        {lists.map((list) => (
          <Stack key={list.key} gap="xs">
            <Text fw={700} size="sm">
              {t(`dashboard.top.${list.key}`)}
            </Text>
            <RankedList items={list.data?.results ?? []} unitKey={list.unitKey} emptyText={t(list.emptyKey)} />
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
