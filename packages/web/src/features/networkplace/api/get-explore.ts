import type { ExplorePage, ExploreQuery } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** What explore asks for: the contract's query with every filter optional. */
export type ExploreFilter = Partial<ExploreQuery> & { page: number; limit: number };

export const NETWORKPLACE_QUERY_KEY = ['networkplace'] as const;
export const EXPLORE_QUERY_KEY = [...NETWORKPLACE_QUERY_KEY, 'explore'] as const;

/** GET /api/v2/networkplace/explore: a page of the creators the caller may see, filtered. */
export function getExplore(filter: ExploreFilter): Promise<ExplorePage> {
  return apiClient.request('/api/v2/networkplace/explore', { query: { ...filter } });
}

export function exploreQueryOptions(filter: ExploreFilter) {
  return queryOptions({ queryKey: [...EXPLORE_QUERY_KEY, filter] as const, queryFn: () => getExplore(filter) });
}

/** Keeps the previous page on screen while the next filter loads, so the grid does not jump. */
export function useExploreQuery(filter: ExploreFilter) {
  return useQuery({ ...exploreQueryOptions(filter), placeholderData: keepPreviousData });
}
