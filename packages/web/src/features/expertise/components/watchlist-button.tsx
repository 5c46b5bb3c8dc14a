import type { CourseSummary } from '@irama/contracts';
import { Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { useWatchlistToggle } from '../api/use-watchlist-toggle.ts';

interface WatchlistButtonProps {
  course: Pick<CourseSummary, 'id' | 'watchlist_id'>;
  title: string;
  size?: 'xs' | 'sm';
}

/** Saves a course to the watchlist or takes it off: a toggle whose pressed state says "saved". */
export function WatchlistButton({ course, title, size = 'xs' }: WatchlistButtonProps) {
  const { t } = useTranslation();
  const toggle = useWatchlistToggle();
  const isSaved = course.watchlist_id !== null;

  function handleClick() {
    toggle.mutate(course, {
      onError: (error) =>
        notifyError(t, t(isSaved ? 'expertise.watchlist.removeFailed' : 'expertise.watchlist.addFailed'), error),
    });
  }

  return (
    <Button
      size={size}
      variant={isSaved ? 'light' : 'default'}
      leftSection={isSaved ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
      aria-pressed={isSaved}
      aria-label={t('expertise.watchlist.toggleName', { title })}
      disabled={toggle.isPending}
      onClick={handleClick}
    >
      {t(isSaved ? 'expertise.watchlist.saved' : 'expertise.watchlist.save')}
    </Button>
  );
}
