import type { AnnouncementRequest } from '@irama/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/ops/announcements (staff): how many users the announcement was left for. */
export function sendAnnouncement(body: AnnouncementRequest): Promise<{ recipients: number }> {
  return apiClient.request<{ recipients: number }>('/api/ops/announcements', { method: 'POST', body });
}

export function useSendAnnouncementMutation() {
  return useMutation({ mutationFn: sendAnnouncement });
}
