import type { ResolveUnmatchedRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { INGEST_QUERY_KEY } from './get-runs.ts';

/** POST /api/ops/ingest/unmatched/:id (staff): assigns a row to a company, or sets it aside as not ours. */
export function resolveUnmatched(
  id: number,
  decision: ResolveUnmatchedRequest,
): Promise<{ id: number; status: string }> {
  return apiClient.request(`/api/ops/ingest/unmatched/${id}`, { method: 'POST', body: decision });
}

/**
 * Resolves rows one by one (the API takes one row per call), stopping at the first refusal; the
 * rows done before it stay resolved, and the queue is read again either way.
 */
export function useResolveUnmatchedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, decision }: { ids: readonly number[]; decision: ResolveUnmatchedRequest }) => {
      for (const id of ids) await resolveUnmatched(id, decision);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INGEST_QUERY_KEY }),
  });
}
