import type { Notification } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** GET /api/notifications/all: the caller's newest notices, newest first. */
export function getNotifications(): Promise<Notification[]> {
  return apiClient.request<Notification[]>('/api/notifications/all', { service: 'notifications' });
}

export function notificationsQueryOptions() {
  // Always read afresh: the stream says when something new is there, the cache only bridges a reload.
  return queryOptions({ queryKey: NOTIFICATIONS_QUERY_KEY, queryFn: getNotifications, staleTime: 0 });
}

export function useNotificationsQuery() {
  return useQuery(notificationsQueryOptions());
}
