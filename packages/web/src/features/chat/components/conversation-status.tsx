import type { Conversation } from '@irama/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The chip of a conversation that is not simply open: an introduction waiting, expired or closed. */
export function ConversationStatus({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  switch (conversation.status) {
    case 'open':
      return null;
    case 'introduction':
      return (
        <Badge size="xs" variant="light" color="yellow" tt="none">
          {t(conversation.started_by_me ? 'chat.status.waiting' : 'chat.status.introduced')}
        </Badge>
      );
    case 'expired':
      return (
        <Badge size="xs" variant="light" color="gray" tt="none">
          {t('chat.status.expired')}
        </Badge>
      );
    case 'closed':
      return (
        <Badge size="xs" variant="light" color="red" tt="none">
          {t('chat.status.closed')}
        </Badge>
      );
  }
}
