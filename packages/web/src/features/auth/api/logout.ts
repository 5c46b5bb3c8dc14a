import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/logout: revokes the session on the server. */
export function logout(): Promise<{ ok: true }> {
  return apiClient.request('/api/auth/logout', { method: 'POST' });
}
