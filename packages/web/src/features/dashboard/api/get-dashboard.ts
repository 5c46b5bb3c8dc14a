import type { Dashboard } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v2/dashboard: everything Home's first screen shows, in one call. */
export function getDashboard(): Promise<Dashboard> {
  return apiClient.request<Dashboard>('/api/v2/dashboard');
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: ['dashboard'] as const, queryFn: getDashboard });
}

export function useDashboardQuery() {
  return useQuery(dashboardQueryOptions());
}
