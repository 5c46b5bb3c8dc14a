import type { PaylaterTransactionDetail } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { PAYLATER_QUERY_KEY } from './keys.ts';

/** GET /api/v2/profile/paylater_transactions/id/{id}: one line with the paylater it belongs to. */
export function getPaylaterTransaction(id: number): Promise<PaylaterTransactionDetail> {
  return apiClient.request(`/api/v2/profile/paylater_transactions/id/${id}`);
}

export function paylaterTransactionQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...PAYLATER_QUERY_KEY, 'transaction', id] as const,
    queryFn: () => getPaylaterTransaction(id),
  });
}

/** The line of `?transaction=`, read only while one is open. */
export function usePaylaterTransactionQuery(id: number | null) {
  return useQuery({ ...paylaterTransactionQueryOptions(id ?? 0), enabled: id !== null });
}
