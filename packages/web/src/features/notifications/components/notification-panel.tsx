import type { Notification } from '@irama/contracts';
import { ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel, wibDay } from '../lib/date-label.ts';
import { NOTIFICATION_TABS, type NotificationTab } from '../lib/tabs.ts';
import { NotificationItem } from './notification-item.tsx';
import classes from './notification-panel.module.css';

interface NotificationPanelProps {
  tab: NotificationTab;
  onTabChange: (tab: NotificationTab) => void;
  /** The notices of the current tab, newest first. */
  shown: readonly Notification[];
  onOpen: (notice: Notification) => void;
}

/** The notices of one day, under its label. */
function groupByDay(notices: readonly Notification[]) {
  const days: { day: string; notices: Notification[] }[] = [];
  for (const notice of notices) {
    const day = wibDay(notice.created_at);
    const last = days.at(-1);
    if (last?.day === day) last.notices.push(notice);
    else days.push({ day, notices: [notice] });
  }
  return days;
}

/** The bell's panel (SPEC §9): five tabs over a 500 px list, grouped by day. */
export function NotificationPanel({ tab, onTabChange, shown, onOpen }: NotificationPanelProps) {
  const { t, i18n } = useTranslation();
  const now = new Date();
  const words = { today: t('layout.notifications.today'), yesterday: t('layout.notifications.yesterday') };
  return (
    <Tabs value={tab} onChange={(value) => value && onTabChange(value as NotificationTab)}>
      <div className={classes.header}>
        <Title order={2} size="h5" mb="xs">
          {t('layout.notifications.title')}
        </Title>
        <ScrollArea type="never">
          <Tabs.List className={classes.tabs}>
            {NOTIFICATION_TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`layout.notifications.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </div>
      <ScrollArea h={500} type="auto" role="tabpanel" aria-label={t(`layout.notifications.tabs.${tab}`)}>
        {shown.length === 0 ? (
          <Stack align="center" gap="xs" py={80} px="md">
            <IconBellOff size={32} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text size="sm" c="dimmed" ta="center">
              {t('layout.notifications.empty')}
            </Text>
          </Stack>
        ) : (
          groupByDay(shown).map(({ day, notices }) => (
            <Fragment key={day}>
              <Text size="xs" fw={700} c="dimmed" className={classes.dayLabel}>
                {dayLabel(notices[0]?.created_at ?? day, now, i18n.language, words)}
              </Text>
              {notices.map((notice) => (
                <NotificationItem key={notice.id} notice={notice} onOpen={onOpen} />
              ))}
            </Fragment>
          ))
        )}
      </ScrollArea>
    </Tabs>
  );
}
