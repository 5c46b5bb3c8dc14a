import type { AnalyticsWindow, DspSong } from '@irama/contracts';
import { Anchor, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChangeText } from '../../../components/analytics/change-text.tsx';
import { DataNotFound } from '../../../components/analytics/data-not-found.tsx';
import { ChartCard } from '../../../components/chart-card.tsx';
import { useDspSongsQuery } from '../api/get-dsp-songs.ts';
import { formatCount } from '../lib/format.ts';
import { MeasureCells, MeasureHeads } from './measure-cells.tsx';

const LIMIT = 10;

/** A song's link to its detail view, keeping the period. */
export function SongLink({ song }: { song: Pick<DspSong, 'isrc' | 'title' | 'artist'> }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const periode = params.get('periode');
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Anchor
        component={Link}
        to={`/analytics/dsp/song/${song.isrc}${periode ? `?periode=${periode}` : ''}`}
        fw={600}
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {song.title ?? t('dsp.songs.untitled')}
      </Anchor>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {[song.artist, song.isrc].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

/** Every song streamed in the period, most streamed first, a page at a time. */
export function SongTable({ window }: { window: AnalyticsWindow }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useDspSongsQuery(window, page, LIMIT);
  const data = query.data;
  return (
    <ChartCard title={t('dsp.songs.title')}>
      {!data ? (
        <Skeleton height={240} />
      ) : data.total === 0 ? (
        <DataNotFound compact />
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dsp.songs.song')}</Table.Th>
                  <Table.Th ta="right">{t('dsp.measures.streams')}</Table.Th>
                  <MeasureHeads />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((song) => (
                  <Table.Tr key={song.isrc}>
                    <Table.Td maw={280}>
                      <SongLink song={song} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{formatCount(song.streams, i18n.language)}</Text>
                      <ChangeText bps={song.streams_change_bps} newLabel={t('dsp.songs.new')} />
                    </Table.Td>
                    <MeasureCells row={song} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.total > LIMIT && (
            <Group justify="flex-end">
              <Pagination
                total={Math.ceil(data.total / LIMIT)}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': t(`dsp.songs.pager.${control}`) })}
              />
            </Group>
          )}
        </Stack>
      )}
    </ChartCard>
  );
}
