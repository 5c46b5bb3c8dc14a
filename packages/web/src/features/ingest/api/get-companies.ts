import type { CompanySummary } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const PAGE_LIMIT = 100;

/** GET /api/ops/companies (staff), every page: the companies a row can be assigned to. */
export async function getAllCompanies(): Promise<CompanySummary[]> {
  const companies: CompanySummary[] = [];
  for (let page = 1; ; page += 1) {
    const data = await apiClient.request<{ results: CompanySummary[]; total: number }>('/api/ops/companies', {
      query: { page, limit: PAGE_LIMIT },
    });
    companies.push(...data.results);
    if (data.results.length === 0 || companies.length >= data.total) return companies;
  }
}

export function companiesQueryOptions() {
  return queryOptions({ queryKey: ['ops', 'companies'], queryFn: getAllCompanies, staleTime: 5 * 60_000 });
}

export function useCompaniesQuery() {
  return useQuery(companiesQueryOptions());
}
