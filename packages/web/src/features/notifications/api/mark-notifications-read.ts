import type { MarkAsReadRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications.ts';

/** POST /api/notifications/mark_as_read: the ids now read. */
export function markNotificationsRead(body: MarkAsReadRequest): Promise<{ notification_ids: number[] }> {
  return apiClient.request('/api/notifications/mark_as_read', { method: 'POST', body, service: 'notifications' });
}

/** Marks notices read and reloads the list; a failure is only logged (SPEC §8). */
export function useMarkNotificationsReadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
    onError: (error) => console.error('Could not mark notifications as read', error),
  });
}
