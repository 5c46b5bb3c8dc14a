import type { Announcement } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v2/ideas/announcement/{id}: one announcement in full. */
export function getAnnouncement(id: number): Promise<Announcement> {
  return apiClient.request<Announcement>(`/api/v2/ideas/announcement/${id}`);
}

export function announcementQueryOptions(id: number) {
  return queryOptions({ queryKey: ['ideas', 'announcement', id] as const, queryFn: () => getAnnouncement(id) });
}

export function useAnnouncementQuery(id: number | null) {
  return useQuery({ ...announcementQueryOptions(id ?? 0), enabled: id !== null });
}
