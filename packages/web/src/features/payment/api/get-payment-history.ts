import type { Page, Payment, ReportFileFormat } from '@irama/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const PATH = '/api/v2/payment/history';

export interface PaymentHistoryFilter {
  /** The payment month, YYYY-MM; every month when undefined. */
  periode: string | undefined;
  page: number;
  limit: number;
}

/** GET /api/v2/payment/history: one page of the YouTube payments, newest first. */
export function getPaymentHistory(filter: PaymentHistoryFilter): Promise<Page<Payment>> {
  return apiClient.request<Page<Payment>>(PATH, { query: { metric: 'default', ...filter } });
}

export function paymentHistoryQueryOptions(filter: PaymentHistoryFilter) {
  return queryOptions({
    queryKey: ['payment', 'history', filter] as const,
    queryFn: () => getPaymentHistory(filter),
  });
}

export function usePaymentHistoryQuery(filter: PaymentHistoryFilter) {
  return useQuery({ ...paymentHistoryQueryOptions(filter), placeholderData: keepPreviousData });
}

/** `&export=`: every payment of the filter (all pages) as a file. */
export function downloadPaymentHistory(input: { periode: string | undefined; format: ReportFileFormat }) {
  return apiClient.download(PATH, `payment-history.${input.format}`, {
    query: { metric: 'default', periode: input.periode, export: input.format },
  });
}

/** `metric=document`: the tax proof file uploaded for one payment. */
export function downloadTaxProof(payment: Payment) {
  return apiClient.download(PATH, payment.tax_proof?.name ?? `tax-proof-${payment.hash}`, {
    query: { metric: 'document', hash: payment.hash },
  });
}

export function useDownloadPaymentHistoryMutation() {
  return useMutation({ mutationFn: downloadPaymentHistory });
}

export function useDownloadTaxProofMutation() {
  return useMutation({ mutationFn: downloadTaxProof });
}
