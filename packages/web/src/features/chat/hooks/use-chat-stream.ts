import { ChatStreamEventSchema, STREAM_EVENTS } from '@irama/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { openUserStream, type StreamMessage } from '../../../lib/user-stream.ts';
import { CONVERSATIONS_QUERY_KEY } from '../api/get-conversations.ts';
import { getMessagesAfter, type MessagePages, messagesQueryKey } from '../api/get-messages.ts';
import { addMessages, threadMessages } from '../lib/message-pages.ts';

const THREADS_KEY = messagesQueryKey(0).slice(0, -1);

/** A chat event's data, or null when it is not one the contract knows. */
function chatEventOf(message: StreamMessage) {
  try {
    const parsed = ChatStreamEventSchema.safeParse(JSON.parse(message.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What the open thread missed while the stream was away: every message after the newest shown,
 * from the database, added once. A thread with nothing shown yet is simply loaded again.
 */
async function catchUp(client: QueryClient, conversationId: number): Promise<void> {
  const key = messagesQueryKey(conversationId);
  const newest = threadMessages(client.getQueryData<MessagePages>(key)).at(-1);
  if (!newest) {
    await client.invalidateQueries({ queryKey: key });
    return;
  }
  const missed = await getMessagesAfter(conversationId, newest.id);
  client.setQueryData<MessagePages>(key, (pages) => addMessages(pages, missed));
}

/**
 * Keeps the chat screen live from the user's stream: a new message joins its thread (once, by id)
 * and the list reloads, as it does when someone likes the reader; when the stream (re)starts, the open thread fetches what it missed, and a
 * `reset` drops the other threads' copies so they load afresh when opened.
 */
export function useChatStream(openConversationId: number | null) {
  const client = useQueryClient();
  const openRef = useRef(openConversationId);
  openRef.current = openConversationId;
  useEffect(() => {
    return openUserStream((message) => {
      const openId = openRef.current;
      if (message.event === STREAM_EVENTS.chat) {
        const event = chatEventOf(message);
        if (!event) return;
        const { message: chatMessage, conversation_id: conversationId } = event;
        if (chatMessage) {
          client.setQueryData<MessagePages>(messagesQueryKey(conversationId), (pages) =>
            addMessages(pages, [chatMessage]),
          );
        }
        void client.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
        return;
      }
      if (message.event === STREAM_EVENTS.networkplace) {
        // Someone liked the reader back: an introduction the reader sent is open now, as the list will say.
        void client.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
        return;
      }
      if (message.event !== STREAM_EVENTS.ready && message.event !== STREAM_EVENTS.reset) return;
      if (message.event === STREAM_EVENTS.reset) {
        client.removeQueries({ queryKey: THREADS_KEY, predicate: (query) => query.queryKey[2] !== openId });
      }
      void client.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
      if (openId !== null) {
        catchUp(client, openId).catch((error: unknown) => console.error('Could not catch up the thread', error));
      }
    });
  }, [client]);
}
