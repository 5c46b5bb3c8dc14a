import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { NewSession } from './login.ts';

/** POST /api/auth/verify-email: confirms the address and signs the new owner in. */
export function verifyEmail(token: string): Promise<NewSession> {
  return apiClient.request<NewSession>('/api/auth/verify-email', { method: 'POST', body: { token }, isPublic: true });
}

export function useVerifyEmailMutation() {
  return useMutation({ mutationFn: verifyEmail });
}
