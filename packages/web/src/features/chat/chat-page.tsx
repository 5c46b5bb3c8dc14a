import { Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useConversationsQuery } from './api/get-conversations.ts';
import classes from './components/chat.module.css';
import { NoConversations, NoneSelected } from './components/chat-empty.tsx';
import { ConversationList } from './components/conversation-list.tsx';
import { Thread } from './components/thread.tsx';
import { useChatStream } from './hooks/use-chat-stream.ts';

/** The `?conversation=` of the URL: a positive id, or null when none is chosen. */
function selectedIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /networking/message: the caller's conversations beside the open one (SPEC §2, §7 Chat). On a
 * phone the list and the thread take the whole width in turn. The open conversation is in the URL.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selectedId = selectedIdOf(params.get('conversation'));
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const conversations = useConversationsQuery();
  useChatStream(selectedId);

  function handleSelect(id: number | null) {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete('conversation');
      else next.set('conversation', String(id));
      return next;
    });
  }

  const list = conversations.data?.results ?? [];
  const selected = list.find((conversation) => conversation.id === selectedId);
  const showList = !isPhone || selectedId === null;
  const showThread = !isPhone || selectedId !== null;

  return (
    <Stack gap="lg">
      <PageHeader title={t('chat.title')} subtitle={t('chat.subtitle')} />
      {!conversations.data ? (
        <QueryState error={conversations.error} />
      ) : list.length === 0 ? (
        <NoConversations />
      ) : (
        <Paper withBorder radius="md" className={classes.layout} data-phone={isPhone || undefined}>
          {showList && <ConversationList conversations={list} selectedId={selectedId} onSelect={handleSelect} />}
          {showThread &&
            (selected ? (
              <Thread
                key={selected.id}
                conversation={selected}
                onBack={isPhone ? () => handleSelect(null) : undefined}
              />
            ) : (
              <NoneSelected isMissing={selectedId !== null} />
            ))}
        </Paper>
      )}
    </Stack>
  );
}
