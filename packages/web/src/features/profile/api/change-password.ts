import type { ChangePasswordRequest } from '@irama/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT /api/v2/profile/changepassword: the user's own password; the user's other sessions end. */
export function changePassword(body: ChangePasswordRequest): Promise<{ ok: true }> {
  return apiClient.request('/api/v2/profile/changepassword', { method: 'PUT', body });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
