import type { ChatMessage, Conversation } from '@irama/contracts';
import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useMarkReadMutation } from '../api/mark-read.ts';

/**
 * While a conversation with unread messages is open and the window is visible, marks it read up to
 * the newest message shown, once per message.
 */
export function useMarkRead(conversation: Conversation | undefined, newest: ChatMessage | undefined) {
  const { mutate } = useMarkReadMutation();
  const isVisible = useDocumentVisibility() === 'visible';
  const markedUpTo = useRef(new Map<number, number>());
  const conversationId = conversation?.id;
  const hasUnread = (conversation?.unread_count ?? 0) > 0;
  const newestId = newest?.id;
  useEffect(() => {
    if (conversationId === undefined || newestId === undefined || !isVisible || !hasUnread) return;
    if ((markedUpTo.current.get(conversationId) ?? 0) >= newestId) return;
    markedUpTo.current.set(conversationId, newestId);
    mutate({ conversationId, lastReadMessageId: newestId });
  }, [conversationId, newestId, hasUnread, isVisible, mutate]);
}
