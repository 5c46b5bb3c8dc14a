import type { EntReport, ReportFileFormat } from '@irama/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const PATH = '/api/v2/ent/report';

export interface EntReportFilter {
  /** The latest month when undefined. */
  periode: string | undefined;
  page: number;
  limit: number;
}

/** GET /api/v2/ent/report: a month's statement, by category and one page of its lines. */
export function getEntReport(filter: EntReportFilter): Promise<EntReport> {
  return apiClient.request<EntReport>(PATH, { query: { ...filter } });
}

export function entReportQueryOptions(filter: EntReportFilter) {
  return queryOptions({ queryKey: ['ent', 'report', filter] as const, queryFn: () => getEntReport(filter) });
}

/** Waits while `isEnabled` is false: the page knows the month to ask for only once the info is in. */
export function useEntReportQuery(filter: EntReportFilter, isEnabled: boolean) {
  return useQuery({ ...entReportQueryOptions(filter), placeholderData: keepPreviousData, enabled: isEnabled });
}

/** `&export=`: every line of the month as a file. */
export function downloadEntReport(input: { periode: string | undefined; format: ReportFileFormat }) {
  return apiClient.download(PATH, `entertainment-${input.periode ?? 'report'}.${input.format}`, {
    query: { periode: input.periode, export: input.format },
  });
}

export function useDownloadEntReportMutation() {
  return useMutation({ mutationFn: downloadEntReport });
}
