import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataNotFound } from '../../components/analytics/data-not-found.tsx';
import { LoadingTimeout } from '../../components/analytics/loading-timeout.tsx';
import { RangeNote } from '../../components/analytics/range-note.tsx';
import { RankingBars } from '../../components/analytics/ranking-bars.tsx';
import { useAnalyticsWindow } from '../../components/analytics/window-select.tsx';
import { ChartCard } from '../../components/chart-card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDspAudienceQuery } from './api/get-dsp-audience.ts';
import { useDspCountriesQuery } from './api/get-dsp-countries.ts';
import { useDspInfoQuery } from './api/get-dsp-info.ts';
import { useDspTopTracksQuery } from './api/get-dsp-top-tracks.ts';
import { useDspTrendsQuery } from './api/get-dsp-trends.ts';
import { AudienceCards, CountryCards } from './components/breakdown-cards.tsx';
import { CountNote } from './components/count-note.tsx';
import { DspError } from './components/dsp-error.tsx';
import { DspFilters, usePlatformParam } from './components/dsp-filters.tsx';
import { DspTiles } from './components/dsp-tiles.tsx';
import { DspTrend } from './components/dsp-trend.tsx';
import { PaidStreamsCard } from './components/paid-streams-card.tsx';
import { SongTable } from './components/song-table.tsx';
import { formatCount } from './lib/format.ts';

/** DSP analytics: the company's streams, listeners, saves and complete rate across stores, countries and audience. */
export default function DspAnalyticsPage() {
  const { t, i18n } = useTranslation();
  const [window] = useAnalyticsWindow();
  const [platform] = usePlatformParam();
  const info = useDspInfoQuery(window);
  const isReady = info.isSuccess;
  const trends = useDspTrendsQuery(window, platform);
  const top = useDspTopTracksQuery(window);
  const streams = useDspCountriesQuery(window, 'stream');
  const listeners = useDspCountriesQuery(window, 'listener');
  const audience = useDspAudienceQuery(window);
  const header = <PageHeader title={t('dsp.title')} subtitle={t('dsp.subtitle')} />;
  if (info.error || (isReady && !info.data.has_data)) {
    return (
      <Stack gap="lg">
        {header}
        {info.error ? (
          <DspError error={info.error} notFound={t('dsp.noService')} />
        ) : (
          <DataNotFound description={t('dsp.noData')} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {header}
      <DspFilters platforms={info.data?.platforms} />
      <RangeNote range={info.data?.range} />
      <CountNote />
      <LoadingTimeout isLoading={info.isLoading} onRetry={() => info.refetch()} />
      <DspTiles totals={info.data?.totals} previous={info.data?.previous} />
      <DspTrend trends={trends.data} />
      <PaidStreamsCard />
      <ChartCard title={t('dsp.topTracks')}>
        {top.data ? (
          <RankingBars
            items={top.data.tracks.map((song) => ({
              key: song.isrc,
              label: song.title ? `${song.title}${song.artist ? ` · ${song.artist}` : ''}` : song.isrc,
              value: song.streams,
            }))}
            valueFormatter={(value) => formatCount(value, i18n.language)}
          />
        ) : null}
      </ChartCard>
      <SongTable key={window} window={window} />
      <CountryCards streams={streams.data} listeners={listeners.data} />
      <AudienceCards audience={audience.data} />
    </Stack>
  );
}
