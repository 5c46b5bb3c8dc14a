import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot-password: always accepted, so it never reveals whether an account exists. */
export function forgotPassword(email: string): Promise<{ accepted: true }> {
  return apiClient.request('/api/auth/forgot-password', { method: 'POST', body: { email }, isPublic: true });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: forgotPassword });
}
