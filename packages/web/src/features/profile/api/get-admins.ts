import type { AdminAccount } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const ADMINS_QUERY_KEY = ['profile', 'admins'] as const;

/** GET /api/v2/profile/admin/contact (owner): the company's accounts, the owner first. */
export async function getAdmins(): Promise<AdminAccount[]> {
  const data = await apiClient.request<{ results: AdminAccount[]; total: number }>('/api/v2/profile/admin/contact');
  return data.results;
}

export function adminsQueryOptions() {
  return queryOptions({ queryKey: ADMINS_QUERY_KEY, queryFn: getAdmins });
}

export function useAdminsQuery() {
  return useQuery(adminsQueryOptions());
}
