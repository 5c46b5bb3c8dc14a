import type { Conversation } from '@irama/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/conversations/{profileId} (chat service): the conversation with that creator, new or
 * existing. Refused with `chat.like_first` before a like, `chat.introduction_limit` past the day's limit.
 */
export function startConversation(profileId: number): Promise<Conversation> {
  return apiClient.request(`/api/conversations/${profileId}`, { method: 'POST', service: 'chat' });
}

export function useStartConversationMutation() {
  return useMutation({ mutationFn: startConversation });
}
