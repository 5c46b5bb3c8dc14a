import type { RegisterRequest } from '@irama/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/register: creates the company and emails a verification link. */
export function register(body: RegisterRequest): Promise<{ accepted: true }> {
  return apiClient.request('/api/auth/register', { method: 'POST', body, isPublic: true });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
