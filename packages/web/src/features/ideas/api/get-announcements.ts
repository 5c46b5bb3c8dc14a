import type { AnnouncementPage } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v2/ideas/announcements: a page of announcements, newest first. */
export function getAnnouncements(page: number, limit: number): Promise<AnnouncementPage> {
  return apiClient.request<AnnouncementPage>(`/api/v2/ideas/announcements?page=${page}&limit=${limit}`);
}

export function announcementsQueryOptions(page: number, limit: number) {
  return queryOptions({
    queryKey: ['ideas', 'announcements', page, limit] as const,
    queryFn: () => getAnnouncements(page, limit),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncementsQuery(page: number, limit: number) {
  return useQuery(announcementsQueryOptions(page, limit));
}
