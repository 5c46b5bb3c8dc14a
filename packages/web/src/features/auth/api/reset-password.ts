import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/reset-password: sets a new password with the emailed token. */
export function resetPassword(body: { token: string; password: string }): Promise<{ ok: true }> {
  return apiClient.request('/api/auth/reset-password', { method: 'POST', body, isPublic: true });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
