import type { CourseDetail } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { EXPERTISE_QUERY_KEY } from './keys.ts';

export const courseQueryKey = (id: number) => [...EXPERTISE_QUERY_KEY, 'course', id] as const;

/** GET /api/v2/expertise/course/{id}: the course with its episodes and the caller's progress in each. */
export function getCourse(id: number): Promise<CourseDetail> {
  return apiClient.request(`/api/v2/expertise/course/${id}`);
}

export function courseQueryOptions(id: number) {
  return queryOptions({ queryKey: courseQueryKey(id), queryFn: () => getCourse(id) });
}

/** The course of the page, or nothing while its id is not a valid one. */
export function useCourseQuery(id: number | null) {
  return useQuery({ ...courseQueryOptions(id ?? 0), enabled: id !== null });
}
