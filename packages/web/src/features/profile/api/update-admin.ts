import type { AdminAccount, UpdateAdminRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ADMINS_QUERY_KEY } from './get-admins.ts';

/** PUT /api/v2/profile/contact/id/:id (owner): names, email, switches or disabled state of an admin. */
export function updateAdmin(id: number, body: UpdateAdminRequest): Promise<AdminAccount> {
  return apiClient.request(`/api/v2/profile/contact/id/${id}`, { method: 'PUT', body });
}

export function useUpdateAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAdminRequest }) => updateAdmin(id, body),
    onSuccess: (admin) =>
      queryClient.setQueryData<AdminAccount[]>(ADMINS_QUERY_KEY, (admins) =>
        admins?.map((each) => (each.id === admin.id ? admin : each)),
      ),
  });
}
