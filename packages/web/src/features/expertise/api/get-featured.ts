import type { CourseSummary } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { EXPERTISE_QUERY_KEY } from './keys.ts';

/** GET /api/v2/expertise/featured: the courses staff put on the featured row, in their order. */
export function getFeatured(): Promise<CourseSummary[]> {
  return apiClient.request('/api/v2/expertise/featured');
}

export function featuredQueryOptions() {
  return queryOptions({ queryKey: [...EXPERTISE_QUERY_KEY, 'featured'] as const, queryFn: getFeatured });
}

export function useFeaturedQuery() {
  return useQuery(featuredQueryOptions());
}
