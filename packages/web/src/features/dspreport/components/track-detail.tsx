import type { DspTrackDetailTable } from '@irama/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card.tsx';
import { LazyMonthChart } from '../../../components/charts/lazy-month-chart.tsx';
import { ListPagination } from '../../../components/list-page/list-pagination.tsx';
import { platformName } from '../../../lib/platform-name.ts';
import { DspSummary } from './dsp-summary.tsx';
import { CountryTable, StoreTable } from './dsp-tables.tsx';

interface TrackDetailProps {
  table: DspTrackDetailTable;
  onPageChange: (page: number) => void;
}

/**
 * One song in the period: what it is, its figures, its months, its platforms, then its countries (paged);
 * on one platform only when the table was asked for one.
 */
export function TrackDetail({ table, onPageChange }: TrackDetailProps) {
  const { t } = useTranslation();
  const { track } = table;
  const release = [track.release_title, track.upc && `UPC ${track.upc}`].filter(Boolean).join(' · ');
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {track.title ?? t('dspreport.song.untitled')}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[track.artist, `ISRC ${track.isrc}`].filter(Boolean).join(' · ')}
        </Text>
        {release && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('dspreport.song.release', { release })}
          </Text>
        )}
        {table.store && (
          <Text size="sm" fw={600}>
            {t('dspreport.song.onPlatform', { platform: platformName(table.store) })}
          </Text>
        )}
      </div>
      <DspSummary figures={table.summary} />
      <ChartCard title={t('dspreport.song.months')}>
        <LazyMonthChart
          months={table.months.map((month) => ({ period: month.periode, nett_idr: month.nett_idr }))}
          label={t('dspreport.figures.nettIdr')}
          color="teal.6"
          height={200}
        />
      </ChartCard>
      <Text fw={600} size="sm">
        {t('dspreport.song.platforms')}
      </Text>
      <StoreTable rows={table.stores} />
      <Text fw={600} size="sm">
        {t('dspreport.song.countries')}
      </Text>
      <CountryTable rows={table.results} />
      <ListPagination page={table.page} limit={table.limit} total={table.total} onChange={onPageChange} />
    </Stack>
  );
}
