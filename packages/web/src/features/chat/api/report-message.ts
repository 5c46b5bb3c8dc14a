import type { ReportRequest } from '@irama/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type ReportMessage = { conversationId: number; messageId: number; body: ReportRequest };

/** POST /api/conversations/{id}/messages/{message_id}/report: staff read it on their reports page. */
export function reportMessage({ conversationId, messageId, body }: ReportMessage): Promise<{ id: number }> {
  return apiClient.request<{ id: number }>(`/api/conversations/${conversationId}/messages/${messageId}/report`, {
    method: 'POST',
    body,
    service: 'chat',
  });
}

export function useReportMessageMutation() {
  return useMutation({ mutationFn: reportMessage });
}
