import type { PaymentInfo } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v2/payment/info: where payments go, the report periods and the next tax-proof deadline. */
export function getPaymentInfo(): Promise<PaymentInfo> {
  return apiClient.request<PaymentInfo>('/api/v2/payment/info');
}

export function paymentInfoQueryOptions() {
  return queryOptions({ queryKey: ['payment', 'info'] as const, queryFn: getPaymentInfo });
}

export function usePaymentInfoQuery() {
  return useQuery(paymentInfoQueryOptions());
}
