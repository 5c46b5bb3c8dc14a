import type { MoneyAuditEntry, MoneyMove, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_WITHDRAWALS_KEY } from './get-ops-withdrawals.ts';

export interface MoneyAuditFilter {
  company_id: number | undefined;
  action: MoneyMove | undefined;
  page: number;
  limit: number;
}

/** GET /api/ops/money-audit (staff): every money move, newest first; read-only. */
export function getMoneyAudit(filter: MoneyAuditFilter): Promise<Page<MoneyAuditEntry>> {
  return apiClient.request<Page<MoneyAuditEntry>>('/api/ops/money-audit', { query: { ...filter } });
}

export function moneyAuditQueryOptions(filter: MoneyAuditFilter) {
  return queryOptions({
    queryKey: [OPS_WITHDRAWALS_KEY, 'audit', filter] as const,
    queryFn: () => getMoneyAudit(filter),
  });
}

export function useMoneyAuditQuery(filter: MoneyAuditFilter) {
  return useQuery({ ...moneyAuditQueryOptions(filter), placeholderData: keepPreviousData });
}
