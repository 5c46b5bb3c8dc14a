import type { MusicbankRequestStatus, OpsMusicbankRequest, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_MUSICBANK_QUERY_KEY } from './keys.ts';

export interface OpsRequestsFilter {
  page: number;
  limit: number;
  status?: MusicbankRequestStatus | undefined;
  search?: string | undefined;
}

export const OPS_REQUESTS_QUERY_KEY = [...OPS_MUSICBANK_QUERY_KEY, 'requests'] as const;

/** GET /api/ops/musicbank/requests (staff): every company's requests, by status and search. */
export function getOpsRequests(filter: OpsRequestsFilter): Promise<Page<OpsMusicbankRequest>> {
  return apiClient.request('/api/ops/musicbank/requests', { query: { ...filter } });
}

export function opsRequestsQueryOptions(filter: OpsRequestsFilter) {
  return queryOptions({
    queryKey: [...OPS_REQUESTS_QUERY_KEY, filter] as const,
    queryFn: () => getOpsRequests(filter),
  });
}

export function useOpsRequestsQuery(filter: OpsRequestsFilter) {
  return useQuery({ ...opsRequestsQueryOptions(filter), placeholderData: keepPreviousData });
}
