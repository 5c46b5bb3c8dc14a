import type { DspReportInfo } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v2/dspreport/info: the company's published DSP periods (newest first) and platforms. */
export function getDspInfo(): Promise<DspReportInfo> {
  return apiClient.request<DspReportInfo>('/api/v2/dspreport/info');
}

export function dspInfoQueryOptions() {
  return queryOptions({ queryKey: ['dspreport', 'info'] as const, queryFn: getDspInfo });
}

export function useDspInfoQuery() {
  return useQuery(dspInfoQueryOptions());
}
