import { IDEMPOTENCY_KEY_HEADER, type MusicbankPayment, type MusicbankPaymentRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client.ts';
import { BALANCE_KEY } from '../../../lib/balance-info.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { MUSICBANK_QUERY_KEY } from './keys.ts';

/** A payment that has not answered by then is given up on; the retry carries the same key. */
const PAY_TIMEOUT_MS = 30_000;

export interface PayRequestInput extends MusicbankPaymentRequest {
  /** One key per payment attempt: a retry of it sends the same key, so the licence is never paid twice. */
  idempotencyKey: string;
}

/** POST /api/v2/musicbank/payment: pays a request staff accepted, from the balance or with paylater. */
export function payRequest({ idempotencyKey, ...body }: PayRequestInput): Promise<MusicbankPayment> {
  return apiClient.request('/api/v2/musicbank/payment', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    signal: AbortSignal.timeout(PAY_TIMEOUT_MS),
  });
}

/**
 * Whatever the answer, the request, the lists and the balance may have moved: all are read again. The
 * success toast is said here, not by the caller: the refreshed request is paid, so the payment panel
 * that asked may be gone before a caller's own callback would run.
 */
export function usePayRequestMutation() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: payRequest,
    onSuccess: (payment) => notifySuccess(t('musicbank.pay.done', { title: payment.request.item.title })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MUSICBANK_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: [BALANCE_KEY] }),
      ]),
  });
}
