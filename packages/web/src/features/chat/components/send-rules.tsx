import { type Conversation, NETWORKPLACE_LIMITS } from '@irama/contracts';
import { Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The key of why the caller cannot write now. */
function blockedKey(conversation: Conversation): string {
  switch (conversation.status) {
    case 'introduction':
      return conversation.started_by_me ? 'chat.rules.waiting' : 'chat.rules.cannotSend';
    case 'closed':
      return 'chat.rules.closed';
    case 'expired':
      return 'chat.rules.expired';
    case 'open':
      return 'chat.rules.cannotSend';
  }
}

/** Why the caller cannot write in this conversation now, or null when they can. */
export function blockedReason(t: TFunction, conversation: Conversation, language: string): string | null {
  if (conversation.can_send) return null;
  const reason = t(blockedKey(conversation), { days: NETWORKPLACE_LIMITS.introductionExpiryDays });
  if (conversation.status !== 'introduction' || !conversation.expires_at) return reason;
  const expiry = t('chat.rules.expiresAt', { date: formatDateTime(conversation.expires_at, language) });
  return `${reason} ${expiry}`;
}

/** While an introduction is open and the caller may write: what one introduction allows, or how to answer one. */
export function IntroductionHint({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  if (!conversation.can_send || conversation.status !== 'introduction') return null;
  return (
    <Text size="xs" c="dimmed" mb={6} style={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}>
      <IconInfoCircle size={16} style={{ flexShrink: 0 }} aria-hidden />
      {t(conversation.started_by_me ? 'chat.rules.introduce' : 'chat.rules.answer', {
        name: conversation.other.display_name,
      })}
    </Text>
  );
}
