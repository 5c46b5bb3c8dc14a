import type { Language, UpdateContactRequest, User } from '@irama/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * PUT /api/v2/profile/contact with the user's own contact data and the new language: keeps the
 * choice on the profile. The contract takes the whole contact, so the other fields are resent unchanged.
 */
export function updateLanguage(user: User, language: Language): Promise<{ results: User }> {
  const body: UpdateContactRequest = {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    language,
  };
  return apiClient.request('/api/v2/profile/contact', { method: 'PUT', body });
}
