import type { OpsReport, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface OpsReportsFilter {
  status: 'open' | 'resolved';
  page: number;
  limit: number;
}

export const OPS_REPORTS_QUERY_KEY = ['ops', 'networkplace', 'reports'] as const;

/** GET /api/ops/networkplace/reports (staff): reports of profiles and messages, by status. */
export function getOpsReports(filter: OpsReportsFilter): Promise<Page<OpsReport>> {
  return apiClient.request('/api/ops/networkplace/reports', { query: { ...filter } });
}

export function opsReportsQueryOptions(filter: OpsReportsFilter) {
  return queryOptions({ queryKey: [...OPS_REPORTS_QUERY_KEY, filter] as const, queryFn: () => getOpsReports(filter) });
}

export function useOpsReportsQuery(filter: OpsReportsFilter) {
  return useQuery({ ...opsReportsQueryOptions(filter), placeholderData: keepPreviousData });
}
