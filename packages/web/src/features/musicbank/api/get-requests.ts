import type { MusicbankList, MusicbankRequest, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { MUSICBANK_QUERY_KEY } from './keys.ts';

/** What a request list page asks for (`RequestListFilterSchema`). */
export interface RequestListFilter {
  page: number;
  limit: number;
  search?: string | undefined;
}

/** GET /api/v2/musicbank/onrequest, /needaction or /history: a page of the company's requests in that list. */
export function getRequests(list: MusicbankList, query: RequestListFilter): Promise<Page<MusicbankRequest>> {
  return apiClient.request(`/api/v2/musicbank/${list}`, { query: { ...query } });
}

export function requestsQueryOptions(list: MusicbankList, query: RequestListFilter) {
  return queryOptions({
    queryKey: [...MUSICBANK_QUERY_KEY, 'requests', list, query] as const,
    queryFn: () => getRequests(list, query),
  });
}

export function useRequestsQuery(list: MusicbankList, query: RequestListFilter) {
  return useQuery({ ...requestsQueryOptions(list, query), placeholderData: keepPreviousData });
}
