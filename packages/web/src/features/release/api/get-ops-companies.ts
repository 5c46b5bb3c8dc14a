import type { CompanySummary } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

// The server's page limit; the review queue only needs names for the companies it shows.
const LIMIT = 100;

/** GET /api/ops/companies (staff): partner companies, to name the owner of each release. */
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
