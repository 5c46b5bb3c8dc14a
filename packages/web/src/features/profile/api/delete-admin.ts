import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ADMINS_QUERY_KEY } from './get-admins.ts';

/** DELETE /api/v2/profile/contact/id/:id (owner): removes an admin account for good. */
export function deleteAdmin(id: number): Promise<{ ok: true }> {
  return apiClient.request(`/api/v2/profile/contact/id/${id}`, { method: 'DELETE' });
}

export function useDeleteAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMINS_QUERY_KEY }),
  });
}
