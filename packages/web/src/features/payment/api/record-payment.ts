import type { Payment, RecordPaymentRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/ops/youtube/payments (staff): pays one company's period, one record per project. */
export function recordPayment(body: RecordPaymentRequest): Promise<{ payments: Payment[] }> {
  return apiClient.request<{ payments: Payment[] }>('/api/ops/youtube/payments', { method: 'POST', body });
}

export function useRecordPaymentMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops-youtube-payments'] }),
  });
}
