import type { YoutubeInfo } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v2/youtube/info: the company's published YouTube periods, newest first, with their rates. */
export function getYoutubeInfo(): Promise<YoutubeInfo> {
  return apiClient.request<YoutubeInfo>('/api/v2/youtube/info');
}

export function youtubeInfoQueryOptions() {
  return queryOptions({ queryKey: ['youtube', 'info'] as const, queryFn: getYoutubeInfo });
}

export function useYoutubeInfoQuery() {
  return useQuery(youtubeInfoQueryOptions());
}
