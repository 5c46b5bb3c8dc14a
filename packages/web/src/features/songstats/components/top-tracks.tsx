import { Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../components/analytics/change-text.tsx';
import { DataNotFound } from '../../../components/analytics/data-not-found.tsx';
import { ChartCard } from '../../../components/chart-card.tsx';
import type { TopTracks as TopTracksAnswer } from '../api/get-artist-top-tracks.ts';
import type { StatsFilters } from '../api/stats-query.ts';
import { formatBps, formatFigure, formatPointDate } from '../lib/format.ts';
import { TrackLink } from './track-link.tsx';

/** The artist's tracks ranked by the metric; each opens its track view. */
export function TopTracks({ answer, filters }: { answer: TopTracksAnswer | undefined; filters: StatsFilters }) {
  const { t, i18n } = useTranslation();
  return (
    <ChartCard title={t('songstats.topTracks.title', { metric: t(`songstats.metrics.${filters.metric}`) })}>
      {!answer ? (
        <Skeleton height={200} />
      ) : answer.top_tracks.length === 0 ? (
        <DataNotFound compact />
      ) : (
        <>
          {answer.as_of && (
            <Text size="xs" c="dimmed" mb="xs">
              {t('songstats.asOf', { day: formatPointDate(answer.as_of, i18n.language) })}
            </Text>
          )}
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>#</Table.Th>
                  <Table.Th>{t('songstats.topTracks.track')}</Table.Th>
                  <Table.Th ta="right">{t(`songstats.metrics.${answer.metric}`)}</Table.Th>
                  <Table.Th ta="right">{t('songstats.topTracks.share')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.top_tracks.map((row) => (
                  <Table.Tr key={row.track.id}>
                    <Table.Td>{row.rank}</Table.Td>
                    <Table.Td maw={320}>
                      <TrackLink track={row.track} filters={filters} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{formatFigure(answer.metric, row.value, i18n.language)}</Text>
                      <ChangeText bps={row.change_bps} newLabel={t('songstats.topTracks.new')} />
                    </Table.Td>
                    <Table.Td ta="right">{formatBps(row.share_bps, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </ChartCard>
  );
}
