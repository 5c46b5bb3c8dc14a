import type { Page, PayablePeriod } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const PAYABLE_STATUSES = ['unpaid', 'paid'] as const;
export type PayableStatus = (typeof PAYABLE_STATUSES)[number];

export interface PayableFilter {
  company_id: number | undefined;
  /** Every period, paid or not, when undefined. */
  status: PayableStatus | undefined;
  page: number;
  limit: number;
}

/** GET /api/ops/youtube/payments (staff): companies' credited YouTube periods, paid or waiting. */
export function getPayablePeriods({ status, ...filter }: PayableFilter): Promise<Page<PayablePeriod>> {
  return apiClient.request<Page<PayablePeriod>>('/api/ops/youtube/payments', {
    query: { ...filter, status: status ?? 'all' },
  });
}

export function payablePeriodsQueryOptions(filter: PayableFilter) {
  return queryOptions({
    queryKey: ['ops-youtube-payments', 'list', filter] as const,
    queryFn: () => getPayablePeriods(filter),
  });
}

export function usePayablePeriodsQuery(filter: PayableFilter) {
  return useQuery({ ...payablePeriodsQueryOptions(filter), placeholderData: keepPreviousData });
}
