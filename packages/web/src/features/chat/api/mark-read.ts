import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { CHAT_UNREAD_QUERY_KEY } from '../../../lib/chat-unread.ts';
import { CONVERSATIONS_QUERY_KEY, type ConversationsPage } from './get-conversations.ts';

type MarkRead = { conversationId: number; lastReadMessageId: number };

/** PUT /api/conversations/{id}/read: everything up to this message is read; answers the caller's unread total. */
export function markRead({ conversationId, lastReadMessageId }: MarkRead): Promise<{ unread_total: number }> {
  return apiClient.request<{ unread_total: number }>(`/api/conversations/${conversationId}/read`, {
    method: 'PUT',
    body: { last_read_message_id: lastReadMessageId },
    service: 'chat',
  });
}

/** Marks a conversation read, clears its badge and sets the sidebar's total at once; a failure is only logged. */
export function useMarkReadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: async ({ unread_total: unreadTotal }, { conversationId }) => {
      client.setQueryData(CHAT_UNREAD_QUERY_KEY, unreadTotal);
      client.setQueryData<ConversationsPage>(CONVERSATIONS_QUERY_KEY, (page) =>
        page
          ? {
              ...page,
              results: page.results.map((item) => (item.id === conversationId ? { ...item, unread_count: 0 } : item)),
            }
          : page,
      );
      await client.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
    },
    onError: (error) => console.error('Could not mark the conversation read', error),
  });
}
