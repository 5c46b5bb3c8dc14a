import type { DspReportTable } from '@irama/contracts';
import { Anchor, Breadcrumbs, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/chart-card.tsx';
import { LazyMonthChart } from '../../components/charts/lazy-month-chart.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { ListPagination } from '../../components/list-page/list-pagination.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { ReportDownload } from '../../components/report-download.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { TableSkeleton } from '../../components/table-skeleton.tsx';
import { formatPeriod } from '../../lib/format-period.ts';
import { platformName } from '../../lib/platform-name.ts';
import { useDspInfoQuery } from './api/get-dsp-info.ts';
import { type DspTableSelection, downloadDspTable, useDspTableQuery } from './api/get-dsp-table.ts';
import { DspSummary } from './components/dsp-summary.tsx';
import { PeriodTable, StoreTable, TrackTable } from './components/dsp-tables.tsx';
import { NoReport } from './components/no-report.tsx';
import { TrackDetail } from './components/track-detail.tsx';
import { type DspParams, useDspParams } from './lib/use-dsp-params.ts';

const PAGE_SIZE = 20;

/** The stages of the drill-down, each narrower than the one before. */
const STAGES = ['summary', 'period', 'platform', 'song'] as const;
type Stage = (typeof STAGES)[number];

function stageOf(params: DspParams): Stage {
  if (!params.periode) return 'summary';
  if (params.isrc) return 'song';
  return params.store ? 'platform' : 'period';
}

function selectionOf(stage: Stage, params: DspParams): DspTableSelection {
  switch (stage) {
    case 'summary':
      return { metric: 'default' };
    case 'period':
      return { metric: 'store', periode: params.periode };
    case 'platform':
      return { metric: 'track', periode: params.periode, store: params.store };
    case 'song':
      // The song on the platform chosen a stage before (every platform when the song was opened without one).
      return { metric: 'track_detail', periode: params.periode, store: params.store, isrc: params.isrc };
  }
}

/**
 * /reports/new-dsp-report: the DSP report as a guided drill-down. The summary of every period; a period
 * opens its platforms, a platform its songs, a song its detail. Each stage is in the URL.
 */
export default function NewDspReportPage() {
  const { t, i18n } = useTranslation();
  const info = useDspInfoQuery();
  const params = useDspParams();
  const stage = stageOf(params);
  const selection = selectionOf(stage, params);
  const hasPeriods = (info.data?.periods.length ?? 0) > 0;
  const table = useDspTableQuery(
    { ...selection, page: params.page, limit: PAGE_SIZE },
    hasPeriods && info.data?.new_report === true,
  );
  const data = table.data?.metric === selection.metric ? table.data : undefined;

  const header = <PageHeader title={t('dspreport.new.title')} subtitle={t('dspreport.new.subtitle')} />;
  let body: ReactNode;
  if (!info.data) body = <QueryState error={info.error} />;
  else if (!info.data.new_report) {
    body = <ListEmpty title={t('dspreport.denied.title')} description={t('dspreport.denied.description')} />;
  } else if (!hasPeriods) {
    body = <NoReport />;
  } else {
    const crumbs: { label: string; onClick: () => void }[] = [
      { label: t('dspreport.stages.summary'), onClick: () => params.upTo(undefined) },
    ];
    if (params.periode) {
      crumbs.push({ label: formatPeriod(params.periode, i18n.language), onClick: () => params.upTo('periode') });
    }
    if (params.periode && params.store) {
      crumbs.push({ label: platformName(params.store), onClick: () => params.upTo('store') });
    }
    if (stage === 'song') {
      const title = data?.metric === 'track_detail' ? (data.track.title ?? params.isrc) : params.isrc;
      crumbs.push({ label: title ?? '', onClick: () => {} });
    }
    const stepNumber = STAGES.indexOf(stage) + 1;
    body = (
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('dspreport.stages.step', {
                step: stepNumber,
                total: STAGES.length,
                name: t(`dspreport.stages.${stage}`),
              })}
            </Text>
            {crumbs.length > 1 && (
              <nav aria-label={t('dspreport.stages.label')}>
                <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
                  {crumbs.map((crumb, index) =>
                    index === crumbs.length - 1 ? (
                      <Text
                        key={crumb.label}
                        fw={600}
                        size="sm"
                        aria-current="page"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {crumb.label}
                      </Text>
                    ) : (
                      <Anchor key={crumb.label} component="button" type="button" size="sm" onClick={crumb.onClick}>
                        {crumb.label}
                      </Anchor>
                    ),
                  )}
                </Breadcrumbs>
              </nav>
            )}
          </div>
          <ReportDownload
            onDownload={(format) => downloadDspTable({ ...selection, format })}
            isDisabled={!data || data.total === 0}
          />
        </Group>
        {table.error && <ErrorAlert error={table.error} />}
        {!data && !table.error && <TableSkeleton />}
        {data && <StageBody table={data} params={params} />}
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={1200}>
      {header}
      {body}
    </Stack>
  );
}

/** What a stage shows once its table has answered. */
function StageBody({ table, params }: { table: DspReportTable; params: DspParams }) {
  const { t } = useTranslation();
  const pages = <ListPagination page={params.page} limit={table.limit} total={table.total} onChange={params.setPage} />;
  if (table.metric === 'track_detail') return <TrackDetail table={table} onPageChange={params.setPage} />;
  if (table.total === 0) {
    return <ListEmpty title={t('dspreport.empty.title')} description={t('dspreport.empty.songs')} />;
  }
  switch (table.metric) {
    case 'default':
      return (
        <Stack gap="md">
          <DspSummary figures={table.summary} />
          <ChartCard title={t('dspreport.charts.byMonth')}>
            <LazyMonthChart
              months={[...table.results].reverse().map((row) => ({ period: row.periode, nett_idr: row.nett_idr }))}
              label={t('dspreport.figures.nettIdr')}
              color="teal.6"
            />
          </ChartCard>
          <SectionCard title={t('dspreport.tables.periods')} description={t('dspreport.tables.periodsHint')}>
            <PeriodTable rows={table.results} onOpen={(periode) => params.set('periode', periode)} />
            {pages}
          </SectionCard>
        </Stack>
      );
    case 'store':
      return (
        <Stack gap="md">
          <DspSummary figures={table.summary} />
          <SectionCard title={t('dspreport.tables.platforms')} description={t('dspreport.tables.platformsHint')}>
            <StoreTable rows={table.results} onOpen={(store) => params.set('store', store)} />
            {pages}
          </SectionCard>
        </Stack>
      );
    case 'track':
      return (
        <Stack gap="md">
          <DspSummary figures={table.summary} />
          <SectionCard title={t('dspreport.tables.songs')} description={t('dspreport.tables.songsHint')}>
            <TrackTable rows={table.results} onOpen={(isrc) => params.set('isrc', isrc)} />
            {pages}
          </SectionCard>
        </Stack>
      );
  }
}
