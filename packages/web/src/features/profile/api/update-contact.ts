import type { Contact, UpdateContactRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/session-query-key.ts';
import { CONTACT_QUERY_KEY } from './get-contact.ts';

/** PUT /api/v2/profile/contact: names, sign-in email and language of the signed-in user. */
export async function updateContact(body: UpdateContactRequest): Promise<Contact> {
  const data = await apiClient.request<{ results: Contact }>('/api/v2/profile/contact', { method: 'PUT', body });
  return data.results;
}

/** Saves the contact; the shell re-reads /me so the top bar and the language follow at once. */
export function useUpdateContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: async (contact) => {
      queryClient.setQueryData(CONTACT_QUERY_KEY, contact);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
