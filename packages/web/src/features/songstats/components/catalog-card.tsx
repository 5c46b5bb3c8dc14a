import { Avatar, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDisc } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataNotFound } from '../../../components/analytics/data-not-found.tsx';
import { ChartCard } from '../../../components/chart-card.tsx';
import type { Catalog } from '../api/get-artist-catalog.ts';
import type { StatsFilters } from '../api/stats-query.ts';
import { formatPointDate } from '../lib/format.ts';
import { TrackLink } from './track-link.tsx';

/** The releases crediting the artist, newest as the server orders them, each track opening its track view. */
export function CatalogCard({ answer, filters }: { answer: Catalog | undefined; filters: StatsFilters }) {
  const { t, i18n } = useTranslation();
  return (
    <ChartCard title={t('songstats.catalog.title')}>
      {!answer ? (
        <Skeleton height={200} />
      ) : answer.catalog.length === 0 ? (
        <DataNotFound compact description={t('songstats.catalog.empty')} />
      ) : (
        <Stack gap="lg">
          {answer.catalog.map((release) => (
            <Stack key={release.id} gap="xs">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={release.cover_url} radius="sm" size={48} alt="">
                  <IconDisc size={20} aria-hidden />
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {release.title}
                  </Text>
                  <Group gap="xs">
                    {release.release_date && (
                      <Text size="xs" c="dimmed">
                        {formatPointDate(release.release_date, i18n.language)}
                      </Text>
                    )}
                    <Badge size="xs" variant="light" color="gray" tt="none">
                      {t(`release.status.${release.status}.label`, { defaultValue: release.status })}
                    </Badge>
                  </Group>
                </div>
              </Group>
              <Stack gap="xs" pl={{ base: 0, sm: 56 }}>
                {release.tracks.map((track) => (
                  <TrackLink key={track.id} track={track} filters={filters} />
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
    </ChartCard>
  );
}
