import type { OpsCourse, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_EXPERTISE_QUERY_KEY } from './get-ops-topics.ts';

export interface OpsCoursesFilter {
  page: number;
  limit: number;
  search?: string;
  topic_id?: number;
}

export const OPS_COURSES_QUERY_KEY = [...OPS_EXPERTISE_QUERY_KEY, 'courses'] as const;

/** GET /api/ops/expertise/courses (staff): every course, published or not, searched and by topic. */
export function getOpsCourses(filter: OpsCoursesFilter): Promise<Page<OpsCourse>> {
  return apiClient.request('/api/ops/expertise/courses', { query: { ...filter } });
}

export function opsCoursesQueryOptions(filter: OpsCoursesFilter) {
  return queryOptions({ queryKey: [...OPS_COURSES_QUERY_KEY, filter] as const, queryFn: () => getOpsCourses(filter) });
}

export function useOpsCoursesQuery(filter: OpsCoursesFilter) {
  return useQuery({ ...opsCoursesQueryOptions(filter), placeholderData: keepPreviousData });
}
