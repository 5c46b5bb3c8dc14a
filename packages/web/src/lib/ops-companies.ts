import type { CompanySummary } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

// The server's page limit; staff lists only need names for the companies they show.
const LIMIT = 100;

/** GET /api/ops/companies (staff): partner companies, to name and filter by the owner of what staff review. */
export async function getOpsCompanies(): Promise<CompanySummary[]> {
  const data = await apiClient.request<{ results: CompanySummary[] }>('/api/ops/companies', {
    query: { limit: LIMIT },
  });
  return data.results;
}

export function opsCompaniesQueryOptions() {
  return queryOptions({ queryKey: ['ops', 'companies'] as const, queryFn: getOpsCompanies, staleTime: 5 * 60_000 });
}

export function useOpsCompaniesQuery() {
  return useQuery(opsCompaniesQueryOptions());
}
