import type { Notification } from '@irama/contracts';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session-context.tsx';
import { useNotificationsQuery } from './api/get-notifications.ts';
import classes from './components/notification-panel.module.css';
import { NotificationPanel } from './components/notification-panel.tsx';
import { useMarkShownRead } from './hooks/use-mark-shown-read.ts';
import { useNoticeStream } from './hooks/use-notice-stream.ts';
import { type NotificationTab, TAB_FILTERS } from './lib/tabs.ts';

const NO_NOTICES: Notification[] = [];

/** The top bar's bell: the unread count, new notices as they come, and the panel of SPEC §9. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const [isOpen, panel] = useDisclosure(false);
  // SPEC §9: 450 px wide; on a phone, the screen's width less a small margin.
  const isPhone = useMediaQuery('(max-width: 30em)');
  const [tab, setTab] = useState<NotificationTab>('all');
  const query = useNotificationsQuery();
  const notices = query.data ?? NO_NOTICES;
  const shown = notices.filter(TAB_FILTERS[tab]);
  const unread = notices.filter((notice) => !notice.is_read).length;
  useNoticeStream(token);
  useMarkShownRead(isOpen, shown);
  useEffect(() => {
    // SPEC §8: a failed load is only logged; the panel shows what it has.
    if (query.error) console.error('Could not load notifications', query.error);
  }, [query.error]);

  function handleOpen(notice: Notification) {
    panel.close();
    if (notice.additional_data.url.startsWith('/')) navigate(notice.additional_data.url);
  }

  return (
    <Popover
      opened={isOpen}
      onDismiss={panel.close}
      position="bottom-end"
      width={isPhone ? 'calc(100vw - 16px)' : 450}
      shadow="md"
      withinPortal
      trapFocus
      // The top bar never scrolls away, so the panel has no detached state to hide in.
      hideDetached={false}
      classNames={{ dropdown: classes.dropdown }}
    >
      <Indicator label={unread > 99 ? '99+' : unread} disabled={unread === 0} size={18} offset={6} color="red">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            radius="xl"
            onClick={panel.toggle}
            aria-label={
              unread > 0
                ? `${t('layout.notifications.open')}, ${t('layout.notifications.unread', { count: unread })}`
                : t('layout.notifications.open')
            }
            data-tour="notification-bell"
          >
            <IconBell size={20} stroke={1.7} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        <NotificationPanel tab={tab} onTabChange={setTab} shown={shown} onOpen={handleOpen} />
      </Popover.Dropdown>
    </Popover>
  );
}
