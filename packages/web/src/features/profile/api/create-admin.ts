import type { AdminAccount, CreateAdminRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ADMINS_QUERY_KEY } from './get-admins.ts';

/** POST /api/v2/profile/contact (owner): a new admin, who gets an invitation mail to set a password. */
export function createAdmin(body: CreateAdminRequest): Promise<AdminAccount> {
  return apiClient.request('/api/v2/profile/contact', { method: 'POST', body });
}

export function useCreateAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMINS_QUERY_KEY }),
  });
}
