import type { ReportFileFormat, ReportMetric, ReportTable } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * Which table of the revenue report. `asset_label` '' is the assets without a project and undefined every
 * project: the server tells them apart by whether the parameter is sent at all.
 */
export interface ReportTableSelection {
  metric: ReportMetric;
  periode: string | undefined;
  asset_label?: string | undefined;
  asset_id?: string | undefined;
  adjustment: boolean;
}

export type ReportTableFilter = ReportTableSelection & { page: number; limit: number };

const flagOf = (adjustment: boolean) => (adjustment ? 1 : 0);

/** GET /api/v2/youtube/report_table: one page of a metric's table with the whole table's summary. */
export function getReportTable(filter: ReportTableFilter): Promise<ReportTable> {
  return apiClient.request<ReportTable>('/api/v2/youtube/report_table', {
    query: { ...filter, adjustment: flagOf(filter.adjustment) },
  });
}

/** GET /api/v2/youtube/report_table?export=: the whole table (every page) as a file. */
export function downloadReportTable({
  format,
  ...selection
}: ReportTableSelection & { format: ReportFileFormat }): Promise<void> {
  return apiClient.download('/api/v2/youtube/report_table', `youtube-${selection.metric}.${format}`, {
    query: { ...selection, adjustment: flagOf(selection.adjustment), export: format },
  });
}

export function reportTableQueryOptions(filter: ReportTableFilter) {
  return queryOptions({
    queryKey: ['youtube', 'report-table', filter] as const,
    queryFn: () => getReportTable(filter),
  });
}

/**
 * The previous page stays on screen while the next one loads, but never another metric's table: its rows
 * have other columns.
 */
export function useReportTableQuery(filter: ReportTableFilter, isEnabled = true) {
  return useQuery({
    ...reportTableQueryOptions(filter),
    placeholderData: (previous) => (previous?.metric === filter.metric ? previous : undefined),
    enabled: isEnabled,
  });
}
