import type { Contact } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const CONTACT_QUERY_KEY = ['profile', 'contact'] as const;

/** GET /api/v2/profile/contact: the signed-in user's own contact data. */
export async function getContact(): Promise<Contact> {
  const data = await apiClient.request<{ results: Contact }>('/api/v2/profile/contact');
  return data.results;
}

export function contactQueryOptions() {
  return queryOptions({ queryKey: CONTACT_QUERY_KEY, queryFn: getContact });
}

export function useContactQuery() {
  return useQuery(contactQueryOptions());
}
