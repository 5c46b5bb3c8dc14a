import { STREAM_EVENTS } from '@irama/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from './api-client.ts';
import { openUserStream } from './user-stream.ts';

/** Every chat query starts with this key, so one invalidation reloads the chat screens and the count. */
export const CHAT_QUERY_KEY = ['chat'] as const;
export const CHAT_UNREAD_QUERY_KEY = [...CHAT_QUERY_KEY, 'unread'] as const;

// A chat message or status change, and the stream's (re)start: a message missed while away counts too.
const UNREAD_EVENTS = new Set<string>([STREAM_EVENTS.chat, STREAM_EVENTS.ready, STREAM_EVENTS.reset]);

/** GET /api/conversations/unread: the caller's unread messages over all conversations. */
export async function getChatUnreadTotal(): Promise<number> {
  const data = await apiClient.request<{ unread_total: number }>('/api/conversations/unread', { service: 'chat' });
  return data.unread_total;
}

export function chatUnreadQueryOptions() {
  return queryOptions({ queryKey: CHAT_UNREAD_QUERY_KEY, queryFn: getChatUnreadTotal, staleTime: 60_000 });
}

/**
 * The total of unread chat messages for the sidebar, reloaded on every `chat` event of the user's
 * stream. `isEnabled` is false without the networkplace permission: nothing is asked then.
 */
export function useChatUnreadTotal(isEnabled: boolean): number {
  const client = useQueryClient();
  const query = useQuery({ ...chatUnreadQueryOptions(), enabled: isEnabled });
  useEffect(() => {
    if (!isEnabled) return;
    return openUserStream((message) => {
      if (UNREAD_EVENTS.has(message.event)) void client.invalidateQueries({ queryKey: CHAT_UNREAD_QUERY_KEY });
    });
  }, [client, isEnabled]);
  useEffect(() => {
    // The count is a hint: a failure is only logged, like the bell's.
    if (query.error) console.error('Could not load the unread chat count', query.error);
  }, [query.error]);
  return query.data ?? 0;
}
