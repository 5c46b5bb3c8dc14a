import type { DspMetric, DspReportTable, ReportFileFormat } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Which table of the DSP report. */
export interface DspTableSelection {
  metric: DspMetric;
  periode?: string | undefined;
  store?: string | undefined;
  isrc?: string | undefined;
}

export type DspTableFilter = DspTableSelection & { page: number; limit: number };

/** GET /api/v2/dspreport/report_table: one page of a metric's table with the whole table's summary. */
export function getDspTable(filter: DspTableFilter): Promise<DspReportTable> {
  return apiClient.request<DspReportTable>('/api/v2/dspreport/report_table', { query: { ...filter } });
}

/** GET /api/v2/dspreport/report_table?export=: the whole table (every page) as a file. */
export function downloadDspTable({ format, ...selection }: DspTableSelection & { format: ReportFileFormat }) {
  return apiClient.download('/api/v2/dspreport/report_table', `dsp-${selection.metric}.${format}`, {
    query: { ...selection, export: format },
  });
}

export function dspTableQueryOptions(filter: DspTableFilter) {
  return queryOptions({ queryKey: ['dspreport', 'table', filter] as const, queryFn: () => getDspTable(filter) });
}

/** The previous page stays on screen while the next loads, but never another metric's table. */
export function useDspTableQuery(filter: DspTableFilter, isEnabled = true) {
  return useQuery({
    ...dspTableQueryOptions(filter),
    placeholderData: (previous) => (previous?.metric === filter.metric ? previous : undefined),
    enabled: isEnabled,
  });
}
