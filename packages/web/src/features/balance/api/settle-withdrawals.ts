import type {
  OpsWithdrawal,
  PayBatchRequest,
  PayWithdrawalRequestSchema,
  RejectWithdrawalRequestSchema,
} from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_WITHDRAWALS_KEY } from './get-ops-withdrawals.ts';

/** A staff action on one row: the row's id and the request body the contract's schema checked. */
export type RowAction<S extends z.ZodType> = { id: number; body: z.output<S> };

/** POST /api/ops/withdrawals/{id}/pay (staff): the bank transfer is done, under its payment code. */
export function payWithdrawal({ id, body }: RowAction<typeof PayWithdrawalRequestSchema>): Promise<OpsWithdrawal> {
  return apiClient.request<OpsWithdrawal>(`/api/ops/withdrawals/${id}/pay`, { method: 'POST', body });
}

/** POST /api/ops/withdrawals/{id}/reject (staff): the amount goes back to the company's balance. */
export function rejectWithdrawal({
  id,
  body,
}: RowAction<typeof RejectWithdrawalRequestSchema>): Promise<OpsWithdrawal> {
  return apiClient.request<OpsWithdrawal>(`/api/ops/withdrawals/${id}/reject`, { method: 'POST', body });
}

/** POST /api/ops/withdrawals/pay (staff): a bank batch, every withdrawal paid or none. */
export function payBatch(body: PayBatchRequest): Promise<OpsWithdrawal[]> {
  return apiClient.request<OpsWithdrawal[]>('/api/ops/withdrawals/pay', { method: 'POST', body });
}

/** The list, the holds' available amounts and the audit log all move with a payment or a rejection. */
export function useSettleMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: [OPS_WITHDRAWALS_KEY] }),
  });
}

export const usePayWithdrawalMutation = () => useSettleMutation(payWithdrawal);
export const useRejectWithdrawalMutation = () => useSettleMutation(rejectWithdrawal);
export const usePayBatchMutation = () => useSettleMutation(payBatch);
