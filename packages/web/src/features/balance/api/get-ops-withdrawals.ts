import type { OpsWithdrawal, Page, WithdrawalStatus } from '@irama/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Every staff withdrawal query starts with this key, so paying or rejecting refreshes them all. */
export const OPS_WITHDRAWALS_KEY = 'ops-withdrawals';

export interface OpsWithdrawalsFilter {
  /** Every status when undefined. */
  status: WithdrawalStatus | undefined;
  company_id: number | undefined;
  page: number;
  limit: number;
}

/** GET /api/ops/withdrawals (staff): every company's withdrawals, the waiting ones by default. */
export function getOpsWithdrawals({ status, ...filter }: OpsWithdrawalsFilter): Promise<Page<OpsWithdrawal>> {
  return apiClient.request<Page<OpsWithdrawal>>('/api/ops/withdrawals', {
    query: { ...filter, status: status ?? 'all' },
  });
}

/** GET /api/ops/withdrawals/export: the chosen waiting withdrawals (all of them without ids) as a bank bulk-transfer CSV. */
export function downloadBulkTransfer(ids: readonly number[]): Promise<void> {
  return apiClient.download('/api/ops/withdrawals/export', 'bulk-transfer.csv', {
    query: { ids: ids.length > 0 ? ids.join(',') : undefined },
  });
}

export function opsWithdrawalsQueryOptions(filter: OpsWithdrawalsFilter) {
  return queryOptions({
    queryKey: [OPS_WITHDRAWALS_KEY, 'list', filter] as const,
    queryFn: () => getOpsWithdrawals(filter),
  });
}

export function useOpsWithdrawalsQuery(filter: OpsWithdrawalsFilter) {
  return useQuery({ ...opsWithdrawalsQueryOptions(filter), placeholderData: keepPreviousData });
}

export function useDownloadBulkTransferMutation() {
  return useMutation({ mutationFn: downloadBulkTransfer });
}
