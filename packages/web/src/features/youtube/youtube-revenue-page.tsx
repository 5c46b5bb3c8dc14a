import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useReportTableQuery } from './api/get-report-table.ts';
import { useYoutubeInfoQuery } from './api/get-youtube-info.ts';
import { useYoutubeReportQuery } from './api/get-youtube-report.ts';
import { LazyRevenueCharts } from './components/lazy-charts.tsx';
import { PeriodWithRate } from './components/period-with-rate.tsx';
import { ReportFrame } from './components/report-frame.tsx';
import { REPORT_PAGE_SIZE } from './components/report-table-panel.tsx';
import { RevenueTabs } from './components/revenue-tabs.tsx';
import { SummaryCards } from './components/summary-cards.tsx';
import { pickPeriod } from './lib/pick-period.ts';
import { useRevenueParams } from './lib/use-revenue-params.ts';

const CHART_MONTHS = 12;

/**
 * /reports/youtube/revenue (SPEC §2, v.1a): one published period's YouTube revenue, its summary and charts,
 * and its tables from sources down to one asset in one country.
 */
export default function YoutubeRevenuePage() {
  const { t } = useTranslation();
  const info = useYoutubeInfoQuery();
  const params = useRevenueParams();
  const periods = info.data?.periods ?? [];
  const periode = pickPeriod(periods, params.periode);
  const isReady = periode !== undefined;
  // The sources table is the whole period, so its summary is the period's; the sources tab shares the query.
  const summary = useReportTableQuery(
    { metric: 'default', periode, adjustment: false, page: 1, limit: REPORT_PAGE_SIZE },
    isReady,
  );
  const report = useYoutubeReportQuery({ periode, months: CHART_MONTHS }, isReady);

  return (
    <ReportFrame
      title={t('youtube.revenue.title')}
      subtitle={t('youtube.revenue.subtitle')}
      query={info}
      hasPeriods={isReady}
      empty={{ title: t('youtube.empty.noPeriod.title'), description: t('youtube.empty.noPeriod.description') }}
    >
      {periode && (
        <>
          <PeriodWithRate periods={periods} value={periode} onChange={params.setPeriode} />
          {summary.error ? <ErrorAlert error={summary.error} /> : <SummaryCards figures={summary.data?.summary} />}
          {report.error ? (
            <ErrorAlert error={report.error} />
          ) : report.data ? (
            <LazyRevenueCharts report={report.data} />
          ) : (
            <Skeleton height={320} radius="md" aria-busy="true" />
          )}
          <RevenueTabs params={params} periode={periode} />
        </>
      )}
    </ReportFrame>
  );
}
