import type { IngestRun, ReviewRunRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { INGEST_QUERY_KEY } from './get-runs.ts';

/** Accept (→ parsed, publishable) or reject (→ rejected, its rows deleted) a run held for review. */
export type ReviewAction = 'accept' | 'reject';

/** POST /api/ops/ingest/runs/:id/accept or /reject (staff), with the reason kept in the run's history. */
export function reviewRun(id: number, action: ReviewAction, body: ReviewRunRequest): Promise<IngestRun> {
  return apiClient.request(`/api/ops/ingest/runs/${id}/${action}`, { method: 'POST', body });
}

export function useReviewRunMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: ReviewAction; reason: string }) => reviewRun(id, action, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INGEST_QUERY_KEY }),
  });
}
