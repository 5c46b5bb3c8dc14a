import type { ShareClicks } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/** GET /api/v2/songshare/clicks/:id: the store-link clicks a live track's share page brought, per store and day. */
export function getShareClicks(trackId: number): Promise<ShareClicks> {
  return apiClient.request<ShareClicks>(`/api/v2/songshare/clicks/${trackId}`);
}

export function useShareClicksQuery(trackId: number) {
  return useQuery(
    queryOptions({ queryKey: ['share-clicks', trackId] as const, queryFn: () => getShareClicks(trackId) }),
  );
}
