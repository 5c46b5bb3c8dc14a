import type { LoginRequest, User } from '@irama/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface NewSession {
  token: string;
  user: User;
}

/** POST /api/auth/client: email and password sign-in. */
export function login(body: LoginRequest): Promise<NewSession> {
  return apiClient.request<NewSession>('/api/auth/client', { method: 'POST', body, isPublic: true });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
