import type { Hold, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { BALANCE_KEY } from '../../../lib/balance-info.ts';

/** Which holds a list shows; the server opens on the active ones. */
export const HOLD_STATUSES = ['active', 'released'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

export interface HoldsFilter {
  /** Every hold when undefined. */
  status: HoldStatus | undefined;
  page: number;
  limit: number;
}

/** GET /api/v2/balance/holds: amounts held back from the company's balance, each with its reason. */
export function getHolds({ status, ...filter }: HoldsFilter): Promise<Page<Hold>> {
  return apiClient.request<Page<Hold>>('/api/v2/balance/holds', { query: { ...filter, status: status ?? 'all' } });
}

export function holdsQueryOptions(filter: HoldsFilter) {
  return queryOptions({ queryKey: [BALANCE_KEY, 'holds', filter] as const, queryFn: () => getHolds(filter) });
}

export function useHoldsQuery(filter: HoldsFilter) {
  return useQuery({ ...holdsQueryOptions(filter), placeholderData: keepPreviousData });
}
