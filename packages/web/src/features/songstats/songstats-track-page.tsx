import { Anchor, Avatar, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMusic } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChartCard } from '../../components/chart-card.tsx';
import { ShareClicks } from '../../components/share-clicks.tsx';
import { ShareLinkField, sharePageUrl } from '../../components/share-link-field.tsx';
import { can, useSession } from '../../lib/session-context.tsx';
import { useSourceListQuery } from './api/get-source-list.ts';
import { useTrackHistoryQuery } from './api/get-track-history.ts';
import { type TrackStats, useTrackStatsQuery } from './api/get-track-stats.ts';
import type { StatsFilters as Filters } from './api/stats-query.ts';
import { DefinitionsButton } from './components/definitions-button.tsx';
import { ExternalNotice } from './components/external-notice.tsx';
import { HistoryChart } from './components/history-chart.tsx';
import { SongstatsError } from './components/songstats-error.tsx';
import { SourceCards } from './components/source-cards.tsx';
import { StatsFilters } from './components/stats-filters.tsx';
import { formatPointDate } from './lib/format.ts';
import { filtersSearch, useStatsFilters } from './lib/use-stats-filters.ts';

type Track = TrackStats['track'];

/** Back to the artist view of the track's first credited artist, on the same figures. */
function BackLink({ track, filters }: { track: Track | undefined; filters: Filters }) {
  const { t } = useTranslation();
  const artistId = track?.artists.find((artist) => artist.id !== null)?.id;
  const search = new URLSearchParams(filtersSearch(filters));
  if (artistId) search.set('artist', String(artistId));
  const query = search.toString();
  return (
    <Anchor component={Link} to={`/analytics/songstats${query ? `?${query}` : ''}`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('songstats.track.back')}
      </Group>
    </Anchor>
  );
}

function TrackHeader({ track }: { track: Track | undefined }) {
  const { t, i18n } = useTranslation();
  if (!track) return <Skeleton height={96} width={360} />;
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Avatar src={track.cover_url} radius="md" size={96} alt="">
        <IconMusic size={32} aria-hidden />
      </Avatar>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {track.title}
        </Title>
        <Text size="sm">{track.artists.map((artist) => artist.name).join(', ')}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {track.release.release_date
            ? t('songstats.track.releaseOn', {
                release: track.release.title,
                day: formatPointDate(track.release.release_date, i18n.language),
              })
            : track.release.title}
        </Text>
        {track.isrc && (
          <Badge variant="light" color="gray" tt="none">
            {t('songstats.track.isrc', { isrc: track.isrc })}
          </Badge>
        )}
      </Stack>
    </Group>
  );
}

/** The track's public page to copy or open with the store clicks it brought, or why it has none yet. */
function ShareCard({ track }: { track: Track }) {
  const { t } = useTranslation();
  const { permissions } = useSession();
  return (
    <ChartCard title={t('release.share.title')}>
      {track.share_id ? (
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t('release.share.hint')}
          </Text>
          <ShareLinkField url={sharePageUrl(track.share_id)} />
          {/* The clicks are read with the release desk's key, as the release editor shows them. */}
          {can(permissions, 'deliveryrelease') && <ShareClicks trackId={track.id} />}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('songstats.track.notLive')}
        </Text>
      )}
    </ChartCard>
  );
}

/** One track's figures across every source, its history, and its share page. */
export default function SongstatsTrackPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [filters] = useStatsFilters();
  const sources = useSourceListQuery();
  const stats = useTrackStatsQuery(id, filters);
  const history = useTrackHistoryQuery(id, filters);
  const track = stats.data?.track;
  if (stats.error) {
    return (
      <Stack gap="lg">
        <BackLink track={undefined} filters={filters} />
        <SongstatsError error={stats.error} notFound={t('songstats.track.notFound')} />
      </Stack>
    );
  }
  const trackSources = (sources.data?.source_list ?? []).filter(
    (source) => !track || track.sources.length === 0 || track.sources.includes(source.id),
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <BackLink track={track} filters={filters} />
        <DefinitionsButton />
      </Group>
      <TrackHeader track={track} />
      <ExternalNotice external={stats.data?.external} />
      {track && <ShareCard track={track} />}
      <StatsFilters sources={trackSources} />
      <SourceCards stats={stats.data?.stats} metric={filters.metric} />
      <HistoryChart history={history.data} metric={filters.metric} />
    </Stack>
  );
}
