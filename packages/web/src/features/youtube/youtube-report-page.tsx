import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChartCard } from '../../components/chart-card.tsx';
import { LazyMonthChart } from '../../components/charts/lazy-month-chart.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ReportDownload } from '../../components/report-download.tsx';
import { TableSkeleton } from '../../components/table-skeleton.tsx';
import { useYoutubeInfoQuery } from './api/get-youtube-info.ts';
import { downloadYoutubeReport, useYoutubeReportQuery } from './api/get-youtube-report.ts';
import { MonthTable } from './components/month-table.tsx';
import { PeriodWithRate } from './components/period-with-rate.tsx';
import { ReportFrame } from './components/report-frame.tsx';
import { monthPoints } from './lib/month-points.ts';
import { pickPeriod } from './lib/pick-period.ts';

const MONTHS = 12;

/** /reports/youtube-report (SPEC §2): the twelve months up to a period, as a table and a chart, and as a file. */
export default function YoutubeReportPage() {
  const { t } = useTranslation();
  const info = useYoutubeInfoQuery();
  const [params, setParams] = useSearchParams();
  const periods = info.data?.periods ?? [];
  const periode = pickPeriod(periods, params.get('periode') ?? undefined);
  const filter = { periode, months: MONTHS };
  const report = useYoutubeReportQuery(filter, periode !== undefined);
  // Newest first in the table, as people read a statement; the chart keeps time running left to right.
  const newestFirst = report.data ? [...report.data.months].reverse() : [];

  return (
    <ReportFrame
      title={t('youtube.report.title')}
      subtitle={t('youtube.report.subtitle')}
      query={info}
      hasPeriods={periode !== undefined}
      empty={{ title: t('youtube.empty.noPeriod.title'), description: t('youtube.empty.noPeriod.description') }}
    >
      {periode && (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" gap="sm">
            <PeriodWithRate periods={periods} value={periode} onChange={(next) => setParams({ periode: next })} />
            <ReportDownload
              onDownload={(format) => downloadYoutubeReport({ ...filter, format })}
              isDisabled={!report.data}
            />
          </Group>
          {report.error && <ErrorAlert error={report.error} />}
          {!report.data && !report.error && (
            <>
              <Skeleton height={280} radius="md" />
              <TableSkeleton />
            </>
          )}
          {report.data && (
            <>
              <ChartCard title={t('youtube.charts.byMonth')}>
                <LazyMonthChart months={monthPoints(report.data.months)} label={t('youtube.charts.nettIdr')} />
              </ChartCard>
              <MonthTable months={newestFirst} />
            </>
          )}
        </Stack>
      )}
    </ReportFrame>
  );
}
