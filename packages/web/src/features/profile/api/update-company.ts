import type { CompanyProfile, UpdateCompanyRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COMPANY_QUERY_KEY } from './get-company.ts';

/**
 * PUT /api/v2/profile/company (owner): address fields apply at once; name, VAT and bank fields
 * become change requests that support approves (returned in `pending_changes`).
 */
export async function updateCompany(body: UpdateCompanyRequest): Promise<CompanyProfile> {
  const data = await apiClient.request<{ results: CompanyProfile }>('/api/v2/profile/company', {
    method: 'PUT',
    body,
  });
  return data.results;
}

export function useUpdateCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => queryClient.setQueryData(COMPANY_QUERY_KEY, company),
  });
}
