import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_EXPERTISE_QUERY_KEY } from './get-ops-topics.ts';

/** DELETE /api/ops/expertise/courses/{id} (staff): the course, its episodes and their files. */
export function deleteCourse(id: number): Promise<unknown> {
  return apiClient.request(`/api/ops/expertise/courses/${id}`, { method: 'DELETE' });
}

export function useDeleteCourseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_EXPERTISE_QUERY_KEY }),
  });
}
