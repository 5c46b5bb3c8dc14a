import type { CourseWrite, OpsCourseDetail } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_EXPERTISE_QUERY_KEY } from './get-ops-topics.ts';

/** POST /api/ops/expertise/courses, or PUT /courses/{id} with an id (staff): adds or changes a course. */
export function saveCourse({ id, body }: { id: number | null; body: CourseWrite }): Promise<OpsCourseDetail> {
  return id === null
    ? apiClient.request('/api/ops/expertise/courses', { method: 'POST', body })
    : apiClient.request(`/api/ops/expertise/courses/${id}`, { method: 'PUT', body });
}

/** Saves a course; the lists, the topics' counts and the open course are read again. */
export function useSaveCourseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_EXPERTISE_QUERY_KEY }),
  });
}
