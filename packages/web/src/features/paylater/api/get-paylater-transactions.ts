import type { Page, PaylaterTransaction } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { PAYLATER_QUERY_KEY } from './keys.ts';

export interface TransactionsFilter {
  page: number;
  limit: number;
}

/** GET /api/v2/profile/paylater_transactions: a page of paylater lines, newest first (opened, repayments). */
export function getPaylaterTransactions(filter: TransactionsFilter): Promise<Page<PaylaterTransaction>> {
  return apiClient.request('/api/v2/profile/paylater_transactions', { query: { ...filter } });
}

export function paylaterTransactionsQueryOptions(filter: TransactionsFilter) {
  return queryOptions({
    queryKey: [...PAYLATER_QUERY_KEY, 'transactions', filter] as const,
    queryFn: () => getPaylaterTransactions(filter),
  });
}

export function usePaylaterTransactionsQuery(filter: TransactionsFilter) {
  return useQuery({ ...paylaterTransactionsQueryOptions(filter), placeholderData: keepPreviousData });
}
