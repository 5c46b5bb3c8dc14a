import type { Page, ReportFileFormat, Withdrawal, WithdrawalStatus } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { BALANCE_KEY } from '../../../lib/balance-info.ts';

const PATH = '/api/v2/balance/history';

export interface WithdrawalHistoryFilter {
  /** Every status when undefined. */
  status: WithdrawalStatus | undefined;
  page: number;
  limit: number;
}

/** GET /api/v2/balance/history: the company's withdrawals, newest first. */
export function getWithdrawalHistory(filter: WithdrawalHistoryFilter): Promise<Page<Withdrawal>> {
  return apiClient.request<Page<Withdrawal>>(PATH, { query: { ...filter } });
}

/** `?export=`: every withdrawal of the status filter as a file. */
export function downloadWithdrawalHistory(status: WithdrawalStatus | undefined, format: ReportFileFormat) {
  return apiClient.download(PATH, `withdrawals.${format}`, { query: { status, export: format } });
}

export function withdrawalHistoryQueryOptions(filter: WithdrawalHistoryFilter) {
  return queryOptions({
    queryKey: [BALANCE_KEY, 'history', filter] as const,
    queryFn: () => getWithdrawalHistory(filter),
  });
}

export function useWithdrawalHistoryQuery(filter: WithdrawalHistoryFilter) {
  return useQuery({ ...withdrawalHistoryQueryOptions(filter), placeholderData: keepPreviousData });
}
