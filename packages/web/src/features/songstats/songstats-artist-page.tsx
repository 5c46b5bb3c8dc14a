import { Grid, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataNotFound } from '../../components/analytics/data-not-found.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useArtistAudienceQuery } from './api/get-artist-audience.ts';
import { useArtistCatalogQuery } from './api/get-artist-catalog.ts';
import { useArtistHistoryQuery } from './api/get-artist-history.ts';
import { useArtistListQuery } from './api/get-artist-list.ts';
import { useArtistRecentActivitiesQuery } from './api/get-artist-recent-activities.ts';
import { useArtistStatsQuery } from './api/get-artist-stats.ts';
import { useArtistTopTracksQuery } from './api/get-artist-top-tracks.ts';
import { useSourceListQuery } from './api/get-source-list.ts';
import { ActivitiesCard } from './components/activities-card.tsx';
import { ArtistHeader } from './components/artist-header.tsx';
import { ArtistPicker } from './components/artist-picker.tsx';
import { AudienceCard } from './components/audience-card.tsx';
import { CatalogCard } from './components/catalog-card.tsx';
import { DefinitionsButton } from './components/definitions-button.tsx';
import { ExternalNotice } from './components/external-notice.tsx';
import { HistoryChart } from './components/history-chart.tsx';
import { SongstatsError } from './components/songstats-error.tsx';
import { SourceCards } from './components/source-cards.tsx';
import { StatsFilters } from './components/stats-filters.tsx';
import { TopTracks } from './components/top-tracks.tsx';
import { sourceNamer } from './lib/use-source-namer.ts';
import { useStatsFilters } from './lib/use-stats-filters.ts';

/** The artist in the URL (`?artist=`), else the first of the company's artists. */
function useArtistId(): [number | null, (id: number) => void, ReturnType<typeof useArtistListQuery>] {
  const [params, setParams] = useSearchParams();
  const first = useArtistListQuery('');
  const fromUrl = Number(params.get('artist'));
  const id = Number.isSafeInteger(fromUrl) && fromUrl > 0 ? fromUrl : (first.data?.artist_list[0]?.id ?? null);
  function setId(next: number) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('artist', String(next));
        return updated;
      },
      { replace: false },
    );
  }
  return [id, setId, first];
}

/** Songstats: an artist's figures across every source, with how fresh each source is. */
export default function SongstatsArtistPage() {
  const { t } = useTranslation();
  const [filters] = useStatsFilters();
  const [artistId, setArtistId, firstArtists] = useArtistId();
  const sources = useSourceListQuery();
  const stats = useArtistStatsQuery(artistId, filters);
  const history = useArtistHistoryQuery(artistId, filters);
  const top = useArtistTopTracksQuery(artistId, filters);
  const recent = useArtistRecentActivitiesQuery(artistId, filters);
  const audience = useArtistAudienceQuery(artistId, filters);
  const catalog = useArtistCatalogQuery(artistId);
  const header = (
    <Group justify="space-between" align="flex-start" gap="sm">
      <PageHeader title={t('songstats.title')} subtitle={t('songstats.subtitle')} />
      <DefinitionsButton />
    </Group>
  );
  const failure = firstArtists.error ?? sources.error ?? stats.error;
  if (failure || artistId === null) {
    return (
      <Stack gap="lg">
        {header}
        {failure ? (
          <SongstatsError error={failure} notFound={t('songstats.artist.notFound')} />
        ) : firstArtists.data ? (
          <DataNotFound description={t('songstats.noArtists')} />
        ) : (
          <QueryState error={null} />
        )}
      </Stack>
    );
  }
  const hasNoData =
    filters.source === 'all' && stats.data !== undefined && stats.data.stats.every((card) => card.as_of === null);
  const sourceName = sourceNamer(sources.data?.source_list);
  return (
    <Stack gap="lg">
      {header}
      <ArtistPicker current={stats.data?.artist} onChange={setArtistId} />
      <ArtistHeader artist={stats.data?.artist} />
      <ExternalNotice external={stats.data?.external} />
      {hasNoData ? (
        <DataNotFound description={t('songstats.empty')} />
      ) : (
        <>
          <StatsFilters sources={sources.data?.source_list ?? []} />
          <SourceCards stats={stats.data?.stats} metric={filters.metric} />
          <HistoryChart history={history.data} metric={filters.metric} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <TopTracks answer={top.data} filters={filters} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <ActivitiesCard
                artistId={artistId}
                filters={filters}
                recent={recent.data?.recent}
                sourceName={sourceName}
              />
            </Grid.Col>
          </Grid>
          <AudienceCard answer={audience.data} />
        </>
      )}
      <CatalogCard answer={catalog.data} filters={filters} />
    </Stack>
  );
}
