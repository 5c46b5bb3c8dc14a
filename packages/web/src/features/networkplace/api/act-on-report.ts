import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_REPORTS_QUERY_KEY } from './get-ops-reports.ts';

/** What staff may do from a report. */
export type ReportAct =
  | { kind: 'resolve'; reportId: number; action: 'dismissed' | 'profile_hidden' }
  | { kind: 'visibility'; profileId: number; isHidden: boolean }
  | { kind: 'closeConversation'; conversationId: number };

/**
 * Staff: POST /api/ops/networkplace/reports/{id}/resolve, PUT /api/ops/networkplace/profiles/{id}/visibility,
 * or (chat's) POST /api/ops/conversations/{id}/close.
 */
export function actOnReport(act: ReportAct): Promise<unknown> {
  switch (act.kind) {
    case 'resolve':
      return apiClient.request(`/api/ops/networkplace/reports/${act.reportId}/resolve`, {
        method: 'POST',
        body: { action: act.action },
      });
    case 'visibility':
      return apiClient.request(`/api/ops/networkplace/profiles/${act.profileId}/visibility`, {
        method: 'PUT',
        body: { is_hidden_by_staff: act.isHidden },
      });
    case 'closeConversation':
      return apiClient.request(`/api/ops/conversations/${act.conversationId}/close`, {
        method: 'POST',
        service: 'chat',
      });
  }
}

export function useActOnReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_REPORTS_QUERY_KEY }),
  });
}
