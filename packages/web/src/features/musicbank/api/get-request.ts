import type { MusicbankRequest } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { MUSICBANK_QUERY_KEY } from './keys.ts';

export const requestQueryKey = (id: number) => [...MUSICBANK_QUERY_KEY, 'request', id] as const;

/** GET /api/v2/musicbank/request/id/{id}: one of the company's requests, with its dates and final terms. */
export function getRequest(id: number): Promise<MusicbankRequest> {
  return apiClient.request(`/api/v2/musicbank/request/id/${id}`);
}

export function requestQueryOptions(id: number) {
  return queryOptions({ queryKey: requestQueryKey(id), queryFn: () => getRequest(id) });
}

/** The request of `?request=` (the bell's notices link there), read only while one is open. */
export function useRequestQuery(id: number | null) {
  return useQuery({ ...requestQueryOptions(id ?? 0), enabled: id !== null });
}
