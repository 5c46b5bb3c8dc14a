import type { FxRate } from '@irama/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { INGEST_QUERY_KEY } from './get-runs.ts';

const RATES_KEY = [...INGEST_QUERY_KEY, 'rates'] as const;

/** GET /api/ops/ingest/rates (staff): every period's rupiah rates, newest period first. */
export function useRatesQuery() {
  return useQuery({
    queryKey: RATES_KEY,
    queryFn: () => apiClient.request<{ results: FxRate[] }>('/api/ops/ingest/rates'),
  });
}

export interface SaveRateInput {
  period: string;
  currency: string;
  /** Rupiah per unit as a plain decimal string: never a float, so the server keeps it exactly. */
  rate: string;
}

/** PUT /api/ops/ingest/rates/:period (staff); refused with `ingest.period_published` once the rate is final. */
export function useSaveRateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ period, currency, rate }: SaveRateInput) =>
      apiClient.request<FxRate>(`/api/ops/ingest/rates/${period}`, { method: 'PUT', body: { currency, rate } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RATES_KEY }),
  });
}
