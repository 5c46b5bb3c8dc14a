import type { BalanceInfo } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/** Every balance query starts with this key, so a withdrawal refreshes them all at once. */
export const BALANCE_KEY = 'balance';

/** GET /api/v2/balance/info: what is available, in withdrawal and held, the last credit and the bank data. */
export function getBalanceInfo(): Promise<BalanceInfo> {
  return apiClient.request<BalanceInfo>('/api/v2/balance/info');
}

export function balanceInfoQueryOptions() {
  return queryOptions({ queryKey: [BALANCE_KEY, 'info'] as const, queryFn: getBalanceInfo });
}

export function useBalanceInfoQuery() {
  return useQuery(balanceInfoQueryOptions());
}
