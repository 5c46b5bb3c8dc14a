import type { OpsCourseDetail } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_EXPERTISE_QUERY_KEY } from './get-ops-topics.ts';

export const opsCourseQueryKey = (id: number) => [...OPS_EXPERTISE_QUERY_KEY, 'course', id] as const;

/** GET /api/ops/expertise/courses/{id} (staff): a course with its episodes and their files. */
export function getOpsCourse(id: number): Promise<OpsCourseDetail> {
  return apiClient.request(`/api/ops/expertise/courses/${id}`);
}

export function opsCourseQueryOptions(id: number) {
  return queryOptions({ queryKey: opsCourseQueryKey(id), queryFn: () => getOpsCourse(id) });
}

/** The course open in the editor, or nothing while none is. */
export function useOpsCourseQuery(id: number | null) {
  return useQuery({ ...opsCourseQueryOptions(id ?? 0), enabled: id !== null });
}
