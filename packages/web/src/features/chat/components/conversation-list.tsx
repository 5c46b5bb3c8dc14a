import type { Conversation } from '@irama/contracts';
import { Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatActivity } from '../lib/chat-time.ts';
import { professionLabel } from '../lib/profession.ts';
import classes from './chat.module.css';
import { ConversationStatus } from './conversation-status.tsx';
import { PartyAvatar } from './party-avatar.tsx';

interface ConversationListProps {
  conversations: readonly Conversation[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The caller's conversations, newest activity first. */
export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('chat.list.label')} className={classes.list}>
      {conversations.map((conversation) => (
        <ConversationItem
          key={conversation.id}
          conversation={conversation}
          isSelected={conversation.id === selectedId}
          onSelect={() => onSelect(conversation.id)}
        />
      ))}
    </nav>
  );
}

interface ConversationItemProps {
  conversation: Conversation;
  isSelected: boolean;
  onSelect: () => void;
}

function ConversationItem({ conversation, isSelected, onSelect }: ConversationItemProps) {
  const { t, i18n } = useTranslation();
  const { other, last_message: last, unread_count: unread } = conversation;
  const preview = last ? (last.is_mine ? t('chat.list.mine', { message: last.message }) : last.message) : '';
  return (
    <UnstyledButton className={classes.item} onClick={onSelect} aria-current={isSelected || undefined}>
      <PartyAvatar party={other} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text fw={unread > 0 ? 700 : 600} size="sm" truncate>
            {other.display_name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatActivity(last?.sent_at ?? conversation.updated_at, i18n.language)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {professionLabel(i18n, other.profession)}
        </Text>
        <Group gap={6} wrap="nowrap" justify="space-between" mt={2}>
          <Text size="sm" c={unread > 0 ? undefined : 'dimmed'} fw={unread > 0 ? 600 : undefined} truncate>
            {preview || t('chat.list.noMessages')}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <ConversationStatus conversation={conversation} />
            {unread > 0 && (
              <Badge size="sm" color="red" circle={unread < 10}>
                <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
                <VisuallyHidden>{t('chat.unreadMessages', { count: unread })}</VisuallyHidden>
              </Badge>
            )}
          </Group>
        </Group>
      </div>
    </UnstyledButton>
  );
}
