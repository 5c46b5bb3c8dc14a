import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { NewSession } from './login.ts';

/** POST /api/auth/google: signs in with a Google Identity Services ID token. */
export function googleLogin(credential: string): Promise<NewSession> {
  return apiClient.request<NewSession>('/api/auth/google', { method: 'POST', body: { credential }, isPublic: true });
}

export function useGoogleLoginMutation() {
  return useMutation({ mutationFn: googleLogin });
}
