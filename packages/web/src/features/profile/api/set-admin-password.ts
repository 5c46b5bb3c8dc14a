import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface SetAdminPasswordBody {
  new_password: string;
  repeat_password: string;
}

/** PUT /api/v2/profile/changepassword/id/:id (owner): sets an admin's password. */
export function setAdminPassword(id: number, body: SetAdminPasswordBody): Promise<{ ok: true }> {
  return apiClient.request(`/api/v2/profile/changepassword/id/${id}`, { method: 'PUT', body });
}

export function useSetAdminPasswordMutation() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SetAdminPasswordBody }) => setAdminPassword(id, body),
  });
}
