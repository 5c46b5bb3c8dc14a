import type { PaymentSummary } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v2/payment/summary: credited, paid and unpaid rupiah over every published period. */
export function getPaymentSummary(): Promise<PaymentSummary> {
  return apiClient.request<PaymentSummary>('/api/v2/payment/summary');
}

export function paymentSummaryQueryOptions() {
  return queryOptions({ queryKey: ['payment', 'summary'] as const, queryFn: getPaymentSummary });
}

export function usePaymentSummaryQuery() {
  return useQuery(paymentSummaryQueryOptions());
}
