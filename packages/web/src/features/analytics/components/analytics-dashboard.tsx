import type { AnalyticsTopRow } from '@irama/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataNotFound } from '../../../components/analytics/data-not-found.tsx';
import { LoadingTimeout } from '../../../components/analytics/loading-timeout.tsx';
import { RangeNote } from '../../../components/analytics/range-note.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import type { AnalyticsQuery, AnalyticsSource } from '../api/analytics-source.ts';
import { useAudienceQuery } from '../api/get-analytics-audience.ts';
import { useSeriesQuery } from '../api/get-analytics-series.ts';
import { useSummaryQuery } from '../api/get-analytics-summary.ts';
import { useTopQuery } from '../api/get-analytics-top.ts';
import { analyticsFormats } from '../lib/format.ts';
import { AudienceSection } from './audience-section.tsx';
import { CatalogueSection } from './catalogue-section.tsx';
import { EngagementSection } from './engagement-section.tsx';
import { SummarySection } from './summary-section.tsx';

const TOP_ROWS = 10;

interface AnalyticsDashboardProps {
  source: AnalyticsSource;
  query: AnalyticsQuery;
  /** False until the screen's selects know what to ask for. */
  isEnabled: boolean;
  onOpenAsset?: ((row: AnalyticsTopRow) => void) | undefined;
}

/** Summary, engagement, reach, audience and catalogue of one selection over one period. */
export function AnalyticsDashboard({ source, query, isEnabled, onOpenAsset }: AnalyticsDashboardProps) {
  const { i18n } = useTranslation();
  const formats = analyticsFormats(i18n.language);
  const summary = useSummaryQuery(source, query, isEnabled);
  const series = useSeriesQuery(source, query, isEnabled);
  const audience = useAudienceQuery(source, query, isEnabled);
  const top = useTopQuery(source, { ...query, limit: TOP_ROWS }, isEnabled);
  const queries = [summary, series, audience, top];
  const error = queries.find((state) => state.error)?.error;
  const isLoading = isEnabled && queries.some((state) => state.isPending);
  const retry = () => {
    for (const state of queries) void state.refetch();
  };

  if (error) return <ErrorAlert error={error} />;
  if (summary.data && summary.data.range === null) return <DataNotFound />;
  return (
    <Stack gap="lg">
      <LoadingTimeout isLoading={isLoading} onRetry={retry} />
      <RangeNote range={summary.data?.range ?? undefined} />
      <SummarySection summary={summary.data} formats={formats} />
      <EngagementSection summary={summary.data} series={series.data} formats={formats} />
      <AudienceSection audience={audience.data} formats={formats} />
      <CatalogueSection top={top.data} formats={formats} onOpen={onOpenAsset} />
    </Stack>
  );
}
