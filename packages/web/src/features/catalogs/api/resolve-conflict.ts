import type { AppealDecision, ConflictDetail } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/ops/conflicts/id/{id}/resolve (staff): decides an appeal; the owner is notified. */
export function resolveConflict(id: number, decision: AppealDecision): Promise<ConflictDetail> {
  return apiClient.request<ConflictDetail>(`/api/ops/conflicts/id/${id}/resolve`, { method: 'POST', body: decision });
}

/** After a decision the staff list and the open detail are read again. */
export function useResolveConflictMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: AppealDecision) => resolveConflict(id, decision),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops-conflicts'] }),
  });
}
