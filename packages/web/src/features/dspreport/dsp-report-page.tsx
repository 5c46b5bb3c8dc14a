import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/chart-card.tsx';
import { LazyMonthChart } from '../../components/charts/lazy-month-chart.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { ListPagination } from '../../components/list-page/list-pagination.tsx';
import { ListSelect } from '../../components/list-page/list-select.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PeriodSelect } from '../../components/period-select.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { ReportDownload } from '../../components/report-download.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { TableSkeleton } from '../../components/table-skeleton.tsx';
import { platformName } from '../../lib/platform-name.ts';
import { useDspInfoQuery } from './api/get-dsp-info.ts';
import { useDspReportQuery } from './api/get-dsp-report.ts';
import { downloadDspTable, useDspTableQuery } from './api/get-dsp-table.ts';
import { DspSummary } from './components/dsp-summary.tsx';
import { StoreTable, TrackTable } from './components/dsp-tables.tsx';
import { NoReport } from './components/no-report.tsx';
import { TrackDetail } from './components/track-detail.tsx';
import { useDspParams } from './lib/use-dsp-params.ts';

const PAGE_SIZE = 20;
const MONTHS = 12;

/** /reports/dsp-report: a period's streaming revenue by platform and by song, and one song in detail. */
export default function DspReportPage() {
  const { t } = useTranslation();
  const info = useDspInfoQuery();
  const params = useDspParams();
  const periods = info.data?.periods.map((period) => period.periode) ?? [];
  const periode = params.periode && periods.includes(params.periode) ? params.periode : periods[0];
  const store = params.store;
  const isReady = periode !== undefined;
  const report = useDspReportQuery({ periode, months: MONTHS }, isReady);
  const stores = useDspTableQuery({ metric: 'store', periode, page: 1, limit: 100 }, isReady && !params.isrc);
  const tracks = useDspTableQuery(
    { metric: 'track', periode, store, page: params.isrc ? 1 : params.page, limit: PAGE_SIZE },
    isReady && !params.isrc,
  );
  const detail = useDspTableQuery(
    { metric: 'track_detail', periode, store, isrc: params.isrc, page: params.page, limit: PAGE_SIZE },
    isReady && params.isrc !== undefined,
  );

  let body: React.ReactNode;
  if (!info.data) body = <QueryState error={info.error} />;
  else if (!periode) {
    body = <NoReport />;
  } else {
    const months = (report.data?.by_store ?? []).filter((row) => row.store === store);
    const chartMonths = store ? months : (report.data?.months ?? []);
    const tracksTable = tracks.data?.metric === 'track' ? tracks.data : undefined;
    const detailTable = detail.data?.metric === 'track_detail' ? detail.data : undefined;
    const selection = params.isrc
      ? { metric: 'track_detail' as const, periode, store, isrc: params.isrc }
      : { metric: 'track' as const, periode, store };
    body = (
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group align="flex-end" gap="sm" style={{ flex: 1 }}>
            <PeriodSelect
              label={t('dspreport.filters.period')}
              periods={periods}
              value={periode}
              onChange={(next) => params.set('periode', next)}
            />
            {!params.isrc && (
              <ListSelect
                label={t('dspreport.filters.platform')}
                allLabel={t('dspreport.filters.allPlatforms')}
                options={(info.data.stores ?? []).map((value) => ({ value, label: platformName(value) }))}
                value={store}
                onChange={(next) => params.set('store', next)}
                w={{ base: '100%', xs: 220 }}
              />
            )}
          </Group>
          <ReportDownload
            onDownload={(format) => downloadDspTable({ ...selection, format })}
            isDisabled={params.isrc ? !detailTable : !tracksTable || tracksTable.total === 0}
          />
        </Group>
        {params.isrc ? (
          <SectionCard
            title={t('dspreport.song.title')}
            actions={
              <Button
                variant="subtle"
                size="compact-sm"
                mt="xs"
                leftSection={<IconArrowLeft size={14} />}
                onClick={() => params.upTo('store')}
              >
                {t('dspreport.song.back')}
              </Button>
            }
          >
            {detail.error && <ErrorAlert error={detail.error} />}
            {!detailTable && !detail.error && <TableSkeleton />}
            {detailTable && <TrackDetail table={detailTable} onPageChange={params.setPage} />}
          </SectionCard>
        ) : (
          <>
            <DspSummary figures={tracksTable?.summary} />
            <ChartCard title={t('dspreport.charts.byMonth')}>
              {report.data ? (
                <LazyMonthChart
                  months={chartMonths.map((row) => ({ period: row.periode, nett_idr: row.nett_idr }))}
                  label={t('dspreport.figures.nettIdr')}
                  color="teal.6"
                />
              ) : (
                <Skeleton height={240} radius="md" />
              )}
            </ChartCard>
            {!store && (
              <SectionCard title={t('dspreport.tables.platforms')} description={t('dspreport.tables.platformsHint')}>
                {stores.data?.metric === 'store' ? (
                  <StoreTable rows={stores.data.results} onOpen={(next) => params.set('store', next)} />
                ) : stores.error ? (
                  <ErrorAlert error={stores.error} />
                ) : (
                  <TableSkeleton rows={3} />
                )}
              </SectionCard>
            )}
            <SectionCard
              title={
                store ? t('dspreport.tables.songsOf', { platform: platformName(store) }) : t('dspreport.tables.songs')
              }
              description={t('dspreport.tables.songsHint')}
            >
              {tracks.error && <ErrorAlert error={tracks.error} />}
              {!tracksTable && !tracks.error && <TableSkeleton />}
              {tracksTable &&
                (tracksTable.results.length === 0 ? (
                  <ListEmpty title={t('dspreport.empty.title')} description={t('dspreport.empty.songs')} />
                ) : (
                  <>
                    <TrackTable
                      rows={tracksTable.results}
                      onOpen={(isrc) => params.set('isrc', isrc)}
                      isBusy={tracks.isPlaceholderData}
                    />
                    <ListPagination
                      page={params.page}
                      limit={PAGE_SIZE}
                      total={tracksTable.total}
                      onChange={params.setPage}
                    />
                  </>
                ))}
            </SectionCard>
          </>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('dspreport.report.title')} subtitle={t('dspreport.report.subtitle')} />
      {body}
    </Stack>
  );
}
