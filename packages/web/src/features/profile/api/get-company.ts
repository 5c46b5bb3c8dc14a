import type { CompanyProfile } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const COMPANY_QUERY_KEY = ['profile', 'company'] as const;

/** GET /api/v2/profile/company: company, bank and address data with the changes awaiting approval. */
export async function getCompany(): Promise<CompanyProfile> {
  const data = await apiClient.request<{ results: CompanyProfile }>('/api/v2/profile/company');
  return data.results;
}

export function companyQueryOptions() {
  return queryOptions({ queryKey: COMPANY_QUERY_KEY, queryFn: getCompany });
}

export function useCompanyQuery() {
  return useQuery(companyQueryOptions());
}
