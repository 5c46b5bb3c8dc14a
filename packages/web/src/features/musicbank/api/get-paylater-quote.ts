import type { PaylaterQuote } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { MUSICBANK_QUERY_KEY } from './keys.ts';

/** GET /api/v2/musicbank/paylaterinfo/id/{id}: what paying the request with paylater would cost, before agreeing. */
export function getPaylaterQuote(requestId: number): Promise<PaylaterQuote> {
  return apiClient.request(`/api/v2/musicbank/paylaterinfo/id/${requestId}`);
}

export function paylaterQuoteQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: [...MUSICBANK_QUERY_KEY, 'paylater-quote', requestId] as const,
    queryFn: () => getPaylaterQuote(requestId),
  });
}

/** Read only once the partner picks paylater, and again each time: the limit moves with every publish. */
export function usePaylaterQuoteQuery(requestId: number, isWanted: boolean) {
  return useQuery({ ...paylaterQuoteQueryOptions(requestId), enabled: isWanted, staleTime: 0 });
}
