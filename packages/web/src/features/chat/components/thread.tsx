import type { Conversation } from '@irama/contracts';
import { ActionIcon, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useMessagesQuery } from '../api/get-messages.ts';
import { useMarkRead } from '../hooks/use-mark-read.ts';
import { threadMessages } from '../lib/message-pages.ts';
import { professionLabel } from '../lib/profession.ts';
import classes from './chat.module.css';
import { Composer } from './composer.tsx';
import { ConversationStatus } from './conversation-status.tsx';
import { MessageList } from './message-list.tsx';
import { PartyAvatar } from './party-avatar.tsx';
import { blockedReason, IntroductionHint } from './send-rules.tsx';

interface ThreadProps {
  conversation: Conversation;
  /** On a phone: back to the list. */
  onBack: (() => void) | undefined;
}

/** One conversation: who it is with, its messages oldest to newest, and the composer or why it is shut. */
export function Thread({ conversation, onBack }: ThreadProps) {
  const { t, i18n } = useTranslation();
  const query = useMessagesQuery(conversation.id);
  const messages = threadMessages(query.data);
  useMarkRead(conversation, messages.at(-1));
  const { other } = conversation;

  return (
    <section className={classes.thread} aria-label={t('chat.thread.label', { name: other.display_name })}>
      <header className={classes.threadHeader}>
        {onBack && (
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={onBack} aria-label={t('chat.thread.back')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <PartyAvatar party={other} size={36} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text component="h2" fw={600} size="md" truncate>
            {other.display_name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {professionLabel(i18n, other.profession)}
          </Text>
        </div>
        <ConversationStatus conversation={conversation} />
      </header>
      {query.data ? (
        <MessageList
          conversationId={conversation.id}
          messages={messages}
          hasOlder={query.hasNextPage}
          isLoadingOlder={query.isFetchingNextPage}
          onLoadOlder={() => void query.fetchNextPage({ cancelRefetch: false })}
        />
      ) : (
        <div className={classes.messages}>
          <QueryState error={query.error} />
        </div>
      )}
      <div className={classes.composer}>
        <IntroductionHint conversation={conversation} />
        <Composer conversationId={conversation.id} blockedReason={blockedReason(t, conversation, i18n.language)} />
      </div>
    </section>
  );
}
