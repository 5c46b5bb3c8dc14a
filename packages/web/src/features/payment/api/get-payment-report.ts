import type { PaymentReport } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v2/payment/report: one report period's credits by source, what of it was paid, and its payments. */
export function getPaymentReport(periode: string | undefined): Promise<PaymentReport> {
  return apiClient.request<PaymentReport>('/api/v2/payment/report', { query: { periode } });
}

export function paymentReportQueryOptions(periode: string | undefined) {
  return queryOptions({
    queryKey: ['payment', 'report', periode ?? 'latest'] as const,
    queryFn: () => getPaymentReport(periode),
  });
}

export function usePaymentReportQuery(periode: string | undefined) {
  return useQuery({ ...paymentReportQueryOptions(periode), placeholderData: keepPreviousData });
}
