import type { OpsHold, Page, PlaceHoldRequest, ReleaseHoldRequestSchema } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { HoldStatus } from './get-holds.ts';
import { OPS_WITHDRAWALS_KEY } from './get-ops-withdrawals.ts';
import { type RowAction, useSettleMutation } from './settle-withdrawals.ts';

export interface OpsHoldsFilter {
  /** Every hold when undefined. */
  status: HoldStatus | undefined;
  company_id: number | undefined;
  page: number;
  limit: number;
}

/** GET /api/ops/holds (staff): amounts held back from companies' balances. */
export function getOpsHolds({ status, ...filter }: OpsHoldsFilter): Promise<Page<OpsHold>> {
  return apiClient.request<Page<OpsHold>>('/api/ops/holds', { query: { ...filter, status: status ?? 'all' } });
}

/** POST /api/ops/holds (staff): holds back part of a company's available balance, with its reason. */
export function placeHold(body: PlaceHoldRequest): Promise<OpsHold> {
  return apiClient.request<OpsHold>('/api/ops/holds', { method: 'POST', body });
}

/** POST /api/ops/holds/{id}/release (staff): the amount is available again. */
export function releaseHold({ id, body }: RowAction<typeof ReleaseHoldRequestSchema>): Promise<OpsHold> {
  return apiClient.request<OpsHold>(`/api/ops/holds/${id}/release`, { method: 'POST', body });
}

export function opsHoldsQueryOptions(filter: OpsHoldsFilter) {
  return queryOptions({
    queryKey: [OPS_WITHDRAWALS_KEY, 'holds', filter] as const,
    queryFn: () => getOpsHolds(filter),
  });
}

export function useOpsHoldsQuery(filter: OpsHoldsFilter) {
  return useQuery({ ...opsHoldsQueryOptions(filter), placeholderData: keepPreviousData });
}

export const usePlaceHoldMutation = () => useSettleMutation(placeHold);
export const useReleaseHoldMutation = () => useSettleMutation(releaseHold);
