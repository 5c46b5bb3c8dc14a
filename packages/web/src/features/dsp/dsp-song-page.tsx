import { Anchor, Badge, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DataNotFound } from '../../components/analytics/data-not-found.tsx';
import { LoadingTimeout } from '../../components/analytics/loading-timeout.tsx';
import { formatDay, RangeNote } from '../../components/analytics/range-note.tsx';
import { useAnalyticsWindow } from '../../components/analytics/window-select.tsx';
import { ChartCard } from '../../components/chart-card.tsx';
import { platformName } from '../../lib/platform-name.ts';
import { useDspAudienceQuery } from './api/get-dsp-audience.ts';
import { useDspCountriesQuery } from './api/get-dsp-countries.ts';
import { useDspSongInfoQuery, useDspSongPlatformsQuery } from './api/get-dsp-song.ts';
import { useDspTrendsQuery } from './api/get-dsp-trends.ts';
import { AudienceCards, CountryCards } from './components/breakdown-cards.tsx';
import { CountNote } from './components/count-note.tsx';
import { DspError } from './components/dsp-error.tsx';
import { DspFilters, usePlatformParam } from './components/dsp-filters.tsx';
import { DspTiles } from './components/dsp-tiles.tsx';
import { DspTrend } from './components/dsp-trend.tsx';
import { MeasureCells, MeasureHeads } from './components/measure-cells.tsx';
import { PaidStreamsCard } from './components/paid-streams-card.tsx';
import { formatBps, formatCount } from './lib/format.ts';

/** One song's DSP analytics: its totals, trends, stores, countries and audience over the period. */
export default function DspSongPage() {
  const { t, i18n } = useTranslation();
  const { isrc = '' } = useParams();
  const [params] = useSearchParams();
  const [window] = useAnalyticsWindow();
  const [platform] = usePlatformParam();
  const info = useDspSongInfoQuery(window, isrc);
  const trends = useDspTrendsQuery(window, platform, isrc);
  const platforms = useDspSongPlatformsQuery(window, isrc);
  const streams = useDspCountriesQuery(window, 'stream', isrc);
  const listeners = useDspCountriesQuery(window, 'listener', isrc);
  const audience = useDspAudienceQuery(window, isrc);
  const periode = params.get('periode');
  const back = (
    <Anchor component={Link} to={`/analytics/dsp${periode ? `?periode=${periode}` : ''}`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('dsp.song.back')}
      </Group>
    </Anchor>
  );
  if (info.error) {
    return (
      <Stack gap="lg">
        {back}
        <DspError error={info.error} notFound={t('dsp.song.notFound')} />
      </Stack>
    );
  }
  const song = info.data;
  return (
    <Stack gap="lg">
      {back}
      {song ? (
        <div>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {song.title ?? t('dsp.songs.untitled')}
          </Title>
          <Group gap="xs" mt={4}>
            {song.artist && (
              <Text c="dimmed" size="sm">
                {song.artist}
              </Text>
            )}
            <Badge variant="light" color="gray">
              {t('dsp.song.isrc', { isrc: song.isrc })}
            </Badge>
            {song.first_day && (
              <Text c="dimmed" size="xs">
                {t('dsp.song.firstDay', { day: formatDay(song.first_day, i18n.language) })}
              </Text>
            )}
          </Group>
        </div>
      ) : (
        <Skeleton height={48} width={320} />
      )}
      <DspFilters platforms={song?.platforms} />
      <RangeNote range={song?.range} />
      <CountNote />
      <LoadingTimeout isLoading={info.isLoading} onRetry={() => info.refetch()} />
      <DspTiles totals={song?.totals} previous={song?.previous} />
      <DspTrend trends={trends.data} />
      <ChartCard title={t('dsp.song.platforms')}>
        {!platforms.data ? (
          <Skeleton height={120} />
        ) : platforms.data.platforms.length === 0 ? (
          <DataNotFound compact />
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dsp.filters.platform')}</Table.Th>
                  <Table.Th ta="right">{t('dsp.measures.streams')}</Table.Th>
                  <Table.Th ta="right">{t('dsp.song.share')}</Table.Th>
                  <MeasureHeads />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {platforms.data.platforms.map((row) => (
                  <Table.Tr key={row.platform}>
                    <Table.Td>{platformName(row.platform)}</Table.Td>
                    <Table.Td ta="right">{formatCount(row.streams, i18n.language)}</Table.Td>
                    <Table.Td ta="right">{formatBps(row.share_bps, i18n.language)}</Table.Td>
                    <MeasureCells row={row} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ChartCard>
      <PaidStreamsCard isrc={isrc} />
      <CountryCards streams={streams.data} listeners={listeners.data} />
      <AudienceCards audience={audience.data} />
    </Stack>
  );
}
