import type { NetworkplaceProfile } from '@irama/contracts';
import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { useLikeMutation } from '../api/like-profile.ts';

/**
 * Like or unlike a creator: a toggle whose name stays put and whose pressed state says "liked". It turns at
 * once and then follows the server's answer.
 */
export function LikeButton({ profile, size = 'sm' }: { profile: NetworkplaceProfile; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const like = useLikeMutation();
  const isLiked = profile.liked_by_me;

  function handleClick() {
    like.mutate(
      { id: profile.id, isLiked: !isLiked },
      { onError: (error) => notifyError(t, t('networkplace.like.failed'), error) },
    );
  }

  return (
    <Button
      size={size}
      variant={isLiked ? 'light' : 'default'}
      color={isLiked ? 'red' : undefined}
      leftSection={isLiked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      aria-pressed={isLiked}
      aria-label={t('networkplace.like.likeName', { name: profile.display_name })}
      onClick={handleClick}
    >
      {t('networkplace.like.like')}
    </Button>
  );
}
