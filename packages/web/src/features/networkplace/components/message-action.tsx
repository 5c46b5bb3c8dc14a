import { NETWORKPLACE_LIMITS, type NetworkplaceProfile } from '@irama/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useStartConversationMutation } from '../api/start-conversation.ts';

/**
 * The Message button: opens (or finds) the conversation with this creator, then the chat. A refusal
 * (like first, the day's introductions used up) is said beside it, with the limits.
 */
export function MessageAction({ profile }: { profile: NetworkplaceProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartConversationMutation();

  function handleClick() {
    start.mutate(profile.id, {
      onSuccess: (conversation) => navigate(`/networking/message?conversation=${conversation.id}`),
    });
  }

  return (
    <Stack gap="xs">
      <Button
        leftSection={<IconMessageCircle size={16} aria-hidden />}
        loading={start.isPending}
        onClick={handleClick}
        w={{ base: '100%', xs: 'auto' }}
      >
        {t('networkplace.message.send')}
      </Button>
      {!profile.liked_by_me && !profile.likes_me && (
        <Text size="xs" c="dimmed">
          {t('networkplace.message.likeFirst')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('networkplace.message.limits', {
          perDay: NETWORKPLACE_LIMITS.introductionsPerDay,
          days: NETWORKPLACE_LIMITS.introductionExpiryDays,
        })}
      </Text>
      <ErrorAlert error={start.error} />
    </Stack>
  );
}
