import type { ReportFileFormat, YoutubeReport } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The months up to `periode` (the latest published one when absent). */
export interface YoutubeReportFilter {
  periode: string | undefined;
  months: number;
}

/** GET /api/v2/youtube/report: the monthly overview and the selected period by source and by country. */
export function getYoutubeReport(filter: YoutubeReportFilter): Promise<YoutubeReport> {
  return apiClient.request<YoutubeReport>('/api/v2/youtube/report', { query: { ...filter } });
}

/** GET /api/v2/youtube/report?export=: the same months as a file. */
export function downloadYoutubeReport(input: YoutubeReportFilter & { format: ReportFileFormat }): Promise<void> {
  const { format, ...filter } = input;
  return apiClient.download('/api/v2/youtube/report', `youtube-report.${format}`, {
    query: { ...filter, export: format },
  });
}

export function youtubeReportQueryOptions(filter: YoutubeReportFilter) {
  return queryOptions({ queryKey: ['youtube', 'report', filter] as const, queryFn: () => getYoutubeReport(filter) });
}

/** The last period's charts stay on screen while another period loads. */
export function useYoutubeReportQuery(filter: YoutubeReportFilter, isEnabled = true) {
  return useQuery({ ...youtubeReportQueryOptions(filter), placeholderData: keepPreviousData, enabled: isEnabled });
}
