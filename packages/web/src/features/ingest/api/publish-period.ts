import type { PublishPeriodRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { INGEST_QUERY_KEY } from './get-runs.ts';

export interface PublishResult {
  runs: number[];
  credits: { company_id: number; source: string; kind: string; amount_idr: number; is_new: boolean }[];
}

/** POST /api/ops/ingest/publish (staff): credits the companies' balances for a source's period. */
export function publishPeriod({ source, period, store }: PublishPeriodRequest): Promise<PublishResult> {
  return apiClient.request('/api/ops/ingest/publish', {
    method: 'POST',
    body: { source, period, ...(store ? { store } : {}) },
  });
}

export function usePublishPeriodMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPeriod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INGEST_QUERY_KEY }),
  });
}
