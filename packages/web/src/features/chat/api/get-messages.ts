import type { ChatMessage, Page } from '@irama/contracts';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { CHAT_QUERY_KEY } from '../../../lib/chat-unread.ts';

/** Messages per page of the thread, newest first. */
export const MESSAGES_PER_PAGE = 30;
/** The most a catch-up page holds (the server's largest). */
const CATCH_UP_PAGE = 100;

export type MessagePages = InfiniteData<Page<ChatMessage>>;

export const messagesQueryKey = (conversationId: number) => [...CHAT_QUERY_KEY, 'messages', conversationId] as const;

/** GET /api/conversations/{id}/messages, page `page` of the newest first. */
export function getMessages(conversationId: number, page: number): Promise<Page<ChatMessage>> {
  return apiClient.request<Page<ChatMessage>>(`/api/conversations/${conversationId}/messages`, {
    service: 'chat',
    query: { num_messages: MESSAGES_PER_PAGE, page, order: 'desc' },
  });
}

/**
 * Every message after `afterId`, oldest first, page after page: what a reconnecting client missed.
 */
export async function getMessagesAfter(conversationId: number, afterId: number): Promise<ChatMessage[]> {
  const found: ChatMessage[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiClient.request<Page<ChatMessage>>(`/api/conversations/${conversationId}/messages`, {
      service: 'chat',
      query: { num_messages: CATCH_UP_PAGE, page, order: 'asc', after_id: afterId },
    });
    found.push(...answer.results);
    if (answer.results.length === 0 || page * answer.limit >= answer.total) return found;
  }
}

export function messagesQueryOptions(conversationId: number) {
  return infiniteQueryOptions({
    queryKey: messagesQueryKey(conversationId),
    queryFn: ({ pageParam }) => getMessages(conversationId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    // The stream keeps the thread current; a refetch would drop the older pages' scroll position.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The open thread's pages, the newest first; older ones come with `fetchNextPage`. */
export function useMessagesQuery(conversationId: number) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}
