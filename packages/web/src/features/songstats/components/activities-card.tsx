import type { SongstatsActivity } from '@irama/contracts';
import { Button, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card.tsx';
import { ListPagination } from '../../../components/list-page/list-pagination.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ACTIVITIES_PER_PAGE, useArtistActivitiesQuery } from '../api/get-artist-activities.ts';
import type { StatsFilters } from '../api/stats-query.ts';
import type { SourceNamer } from '../lib/activity-sentence.ts';
import { ActivityList } from './activity-list.tsx';

interface ActivitiesCardProps {
  artistId: number;
  filters: StatsFilters;
  recent: readonly SongstatsActivity[] | undefined;
  sourceName: SourceNamer;
}

/** Every activity of the artist, a page at a time, in a dialog. */
function AllActivities({
  artistId,
  filters,
  sourceName,
  onClose,
}: Omit<ActivitiesCardProps, 'recent'> & { onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useArtistActivitiesQuery(artistId, filters, page, true);
  const data = query.data?.activities;
  return (
    <Modal opened onClose={onClose} title={t('songstats.activities.all')} size="lg">
      {!data ? (
        <QueryState error={query.error} />
      ) : data.total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('songstats.activities.none')}
        </Text>
      ) : (
        <Stack gap="md">
          <ActivityList activities={data.results} sourceName={sourceName} />
          <ListPagination page={page} limit={ACTIVITIES_PER_PAGE} total={data.total} onChange={setPage} />
        </Stack>
      )}
    </Modal>
  );
}

/** The last 28 days' activities as sentences, and a way to every one of them. */
export function ActivitiesCard({ artistId, filters, recent, sourceName }: ActivitiesCardProps) {
  const { t } = useTranslation();
  const [isAllOpen, setAllOpen] = useState(false);
  return (
    <ChartCard title={t('songstats.activities.recent')}>
      {!recent ? (
        <Skeleton height={160} />
      ) : recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('songstats.activities.noneRecent')}
        </Text>
      ) : (
        <ActivityList activities={recent} sourceName={sourceName} />
      )}
      <Button variant="subtle" size="compact-sm" mt="sm" onClick={() => setAllOpen(true)}>
        {t('songstats.activities.seeAll')}
      </Button>
      {isAllOpen && (
        <AllActivities
          artistId={artistId}
          filters={filters}
          sourceName={sourceName}
          onClose={() => setAllOpen(false)}
        />
      )}
    </ChartCard>
  );
}
