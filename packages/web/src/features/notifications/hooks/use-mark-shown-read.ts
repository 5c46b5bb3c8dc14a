import type { Notification } from '@irama/contracts';
import { useEffect, useRef } from 'react';
import { useMarkNotificationsReadMutation } from '../api/mark-notifications-read.ts';

/** SPEC §9: how long the panel stays open before what it shows counts as read. */
export const MARK_AS_READ_DELAY_MS = 30_000;

/**
 * Once the panel has been open for 30 seconds, marks every unread notice it shows then read, in one
 * call, after which the list reloads. Closing it earlier marks nothing.
 */
export function useMarkShownRead(isOpen: boolean, shown: readonly Notification[]) {
  const { mutate } = useMarkNotificationsReadMutation();
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useEffect(() => {
    if (!isOpen) return;
    const timer = setTimeout(() => {
      const ids = shownRef.current.filter((notice) => !notice.is_read).map((notice) => notice.id);
      if (ids.length > 0) mutate({ notification_ids: ids });
    }, MARK_AS_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isOpen, mutate]);
}
