import type { Conversation, Page } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { CHAT_QUERY_KEY } from '../../../lib/chat-unread.ts';

export const CONVERSATIONS_QUERY_KEY = [...CHAT_QUERY_KEY, 'conversations'] as const;
/** The list shows the newest hundred conversations (the server's largest page). */
const CONVERSATIONS_LIMIT = 100;

export type ConversationsPage = Page<Conversation> & { unread_total: number };

/** GET /api/conversations: the caller's conversations, newest activity first. */
export function getConversations(): Promise<ConversationsPage> {
  return apiClient.request<ConversationsPage>('/api/conversations', {
    service: 'chat',
    query: { page: 1, limit: CONVERSATIONS_LIMIT },
  });
}

export function conversationsQueryOptions() {
  return queryOptions({ queryKey: CONVERSATIONS_QUERY_KEY, queryFn: getConversations });
}

export function useConversationsQuery() {
  return useQuery(conversationsQueryOptions());
}
