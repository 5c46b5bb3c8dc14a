import type { Topic } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { EXPERTISE_QUERY_KEY } from './keys.ts';

/** GET /api/v2/expertise/topics: the topics a course list can be filtered by. */
export function getTopics(): Promise<Topic[]> {
  return apiClient.request('/api/v2/expertise/topics');
}

export function topicsQueryOptions() {
  return queryOptions({ queryKey: [...EXPERTISE_QUERY_KEY, 'topics'] as const, queryFn: getTopics });
}

export function useTopicsQuery() {
  return useQuery(topicsQueryOptions());
}
