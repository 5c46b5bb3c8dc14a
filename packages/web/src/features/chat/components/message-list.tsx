import type { ChatMessage } from '@irama/contracts';
import { Button, Center, Divider, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { groupByDay } from '../lib/chat-time.ts';
import classes from './chat.module.css';
import { MessageBubble } from './message-bubble.tsx';

/** How close to an edge (px) counts as being there: the top loads older pages, the bottom follows new ones. */
const EDGE_PX = 80;

interface MessageListProps {
  conversationId: number;
  /** Oldest first. */
  messages: readonly ChatMessage[];
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The messages by Jakarta day, oldest first. It opens at the newest, follows new messages while the
 * reader is at the bottom, and loads older pages when scrolled to the top (or with the button),
 * keeping what the reader looks at in place.
 */
export function MessageList({ conversationId, messages, hasOlder, isLoadingOlder, onLoadOlder }: MessageListProps) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const shown = useRef({ oldestId: 0, newestId: 0, fromBottom: 0, wasAtBottom: true });
  const oldestId = messages[0]?.id ?? 0;
  const newestId = messages.at(-1)?.id ?? 0;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = shown.current;
    const isOlderPage = before.oldestId !== 0 && oldestId < before.oldestId && newestId === before.newestId;
    if (isOlderPage) element.scrollTop = element.scrollHeight - before.fromBottom;
    else if (newestId !== before.newestId && (before.wasAtBottom || messages.at(-1)?.is_mine)) {
      element.scrollTop = element.scrollHeight;
    }
    shown.current = { ...before, oldestId, newestId };
  }, [oldestId, newestId, messages]);

  function handleScroll() {
    const element = scroller.current;
    if (!element) return;
    const fromBottom = element.scrollHeight - element.scrollTop;
    shown.current.fromBottom = fromBottom;
    shown.current.wasAtBottom = fromBottom - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX && hasOlder && !isLoadingOlder) onLoadOlder();
  }

  function handleLoadOlder() {
    const element = scroller.current;
    if (element) shown.current.fromBottom = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  }

  return (
    <div ref={scroller} className={classes.messages} onScroll={handleScroll} aria-busy={isLoadingOlder}>
      {hasOlder && (
        <Center mb="sm">
          <Button variant="subtle" size="xs" loading={isLoadingOlder} onClick={handleLoadOlder}>
            {t('chat.thread.loadOlder')}
          </Button>
        </Center>
      )}
      {messages.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" mt="xl">
          {t('chat.thread.noMessages')}
        </Text>
      )}
      {groupByDay(messages, i18n.language).map((group) => (
        <div key={`${group.day}-${group.messages[0]?.id}`}>
          <Divider my="sm" label={group.day} labelPosition="center" />
          <ol aria-label={group.day} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {group.messages.map((message) => (
              <MessageBubble key={message.id} conversationId={conversationId} message={message} />
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
