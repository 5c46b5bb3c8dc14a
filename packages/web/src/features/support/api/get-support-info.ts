import type { SupportInfo } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v2/support/info: the WhatsApp number, email and support hours. */
export function getSupportInfo(): Promise<SupportInfo> {
  return apiClient.request<SupportInfo>('/api/v2/support/info');
}

export const supportInfoQueryOptions = queryOptions({
  queryKey: ['support', 'info'] as const,
  queryFn: getSupportInfo,
});

export function useSupportInfoQuery() {
  return useQuery(supportInfoQueryOptions);
}
