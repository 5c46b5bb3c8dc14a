import type { ChatMessage, SendMessageRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { addMessages } from '../lib/message-pages.ts';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations.ts';
import { type MessagePages, messagesQueryKey } from './get-messages.ts';

/** POST /api/conversations/{id}/messages: the message as stored. */
export function sendMessage(conversationId: number, body: SendMessageRequest): Promise<ChatMessage> {
  return apiClient.request<ChatMessage>(`/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    body,
    service: 'chat',
  });
}

/** Sends a message and shows it at once (the stream's copy of it is then skipped by its id). */
export function useSendMessageMutation(conversationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageRequest) => sendMessage(conversationId, body),
    onSuccess: async (message) => {
      client.setQueryData<MessagePages>(messagesQueryKey(conversationId), (pages) => addMessages(pages, [message]));
      await client.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
    },
    // A refusal (closed meanwhile, introduction already sent) changes what the list says may be done.
    onError: () => client.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
  });
}
