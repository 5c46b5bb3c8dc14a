import type { WatchlistEntry } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { EXPERTISE_QUERY_KEY } from './keys.ts';

export const WATCHLIST_QUERY_KEY = [...EXPERTISE_QUERY_KEY, 'watchlist'] as const;

/** GET /api/v2/expertise/watchlist: the caller's saved courses, newest first. */
export function getWatchlist(): Promise<WatchlistEntry[]> {
  return apiClient.request('/api/v2/expertise/watchlist');
}

export function watchlistQueryOptions() {
  return queryOptions({ queryKey: WATCHLIST_QUERY_KEY, queryFn: getWatchlist });
}

export function useWatchlistQuery() {
  return useQuery(watchlistQueryOptions());
}
