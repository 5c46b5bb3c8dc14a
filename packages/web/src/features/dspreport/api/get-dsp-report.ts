import type { DspReport, ReportFileFormat } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface DspReportFilter {
  periode: string | undefined;
  months: number;
}

/** GET /api/v2/dspreport/report: the published months up to a period, in all and per platform. */
export function getDspReport(filter: DspReportFilter): Promise<DspReport> {
  return apiClient.request<DspReport>('/api/v2/dspreport/report', { query: { ...filter } });
}

/** GET /api/v2/dspreport/report?export=: those months as a file. */
export function downloadDspReport({ format, ...filter }: DspReportFilter & { format: ReportFileFormat }) {
  return apiClient.download('/api/v2/dspreport/report', `dsp-report.${format}`, {
    query: { ...filter, export: format },
  });
}

export function dspReportQueryOptions(filter: DspReportFilter) {
  return queryOptions({ queryKey: ['dspreport', 'report', filter] as const, queryFn: () => getDspReport(filter) });
}

export function useDspReportQuery(filter: DspReportFilter, isEnabled = true) {
  return useQuery({ ...dspReportQueryOptions(filter), enabled: isEnabled });
}
