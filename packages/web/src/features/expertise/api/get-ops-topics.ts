import type { OpsTopic } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const OPS_EXPERTISE_QUERY_KEY = ['ops', 'expertise'] as const;
export const OPS_TOPICS_QUERY_KEY = [...OPS_EXPERTISE_QUERY_KEY, 'topics'] as const;

/** GET /api/ops/expertise/topics (staff): every topic, with how many courses it holds. */
export function getOpsTopics(): Promise<OpsTopic[]> {
  return apiClient.request('/api/ops/expertise/topics');
}

export function opsTopicsQueryOptions() {
  return queryOptions({ queryKey: OPS_TOPICS_QUERY_KEY, queryFn: getOpsTopics });
}

export function useOpsTopicsQuery() {
  return useQuery(opsTopicsQueryOptions());
}
