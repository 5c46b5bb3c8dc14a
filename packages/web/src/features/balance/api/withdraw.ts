import { IDEMPOTENCY_KEY_HEADER, type Withdrawal, type WithdrawalQuote } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { BALANCE_KEY } from '../../../lib/balance-info.ts';

/** A confirmation that has not answered by then is given up on; the retry carries the same key. */
const CONFIRM_TIMEOUT_MS = 30_000;

/** POST /api/v2/balance/pre: what a withdrawal of `amount` would be (bank data, charge, total). */
export function prepareWithdrawal(amount: number): Promise<WithdrawalQuote> {
  return apiClient.request<WithdrawalQuote>('/api/v2/balance/pre', { method: 'POST', query: { amount } });
}

export interface ConfirmWithdrawalInput {
  amount: number;
  /** One key per quote: a retry of the same quote sends it again, so the server answers the first result. */
  idempotencyKey: string;
}

/** POST /api/v2/balance/confirm: requests the withdrawal, which then waits for staff. */
export function confirmWithdrawal({ amount, idempotencyKey }: ConfirmWithdrawalInput): Promise<Withdrawal> {
  return apiClient.request<Withdrawal>('/api/v2/balance/confirm', {
    method: 'POST',
    body: { amount },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    signal: AbortSignal.timeout(CONFIRM_TIMEOUT_MS),
  });
}

export function usePrepareWithdrawalMutation() {
  return useMutation({ mutationFn: prepareWithdrawal });
}

/** The balance, the history and the holds all change once a withdrawal is requested. */
export function useConfirmWithdrawalMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmWithdrawal,
    onSuccess: () => client.invalidateQueries({ queryKey: [BALANCE_KEY] }),
  });
}
