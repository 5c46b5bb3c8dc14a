import { type Notification, noticeValues } from '@irama/contracts';
import { Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  type Icon,
  IconBell,
  IconBrandYoutube,
  IconCash,
  IconDisc,
  IconFileAnalytics,
  IconMessageCircle,
  IconSpeakerphone,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { timeOfDay } from '../lib/date-label.ts';
import classes from './notification-panel.module.css';

/** The icon of a notice's `feature` (SPEC §3); a bell for one this version does not know. */
const FEATURE_ICONS: Record<string, Icon> = {
  release: IconDisc,
  catalogue: IconBrandYoutube,
  report: IconFileAnalytics,
  payment: IconCash,
  balance: IconWallet,
  chat: IconMessageCircle,
  announcement: IconSpeakerphone,
};

/** A notice's title and content in the reader's language, or as stored when it has no message (or an unknown one). */
function useNoticeText(notice: Notification) {
  const { t, i18n } = useTranslation();
  const message = notice.additional_data.message;
  if (!message || !i18n.exists(`${message.key}.title`)) return { title: notice.title, content: notice.content };
  const values = noticeValues(message, i18n.language === 'en' ? 'en' : 'id');
  return { title: t(`${message.key}.title`, values), content: t(`${message.key}.content`, values) };
}

/** One notice of the panel: its icon, text and time; unread ones are highlighted. */
export function NotificationItem({ notice, onOpen }: { notice: Notification; onOpen: (notice: Notification) => void }) {
  const { t, i18n } = useTranslation();
  const { title, content } = useNoticeText(notice);
  const FeatureIcon = FEATURE_ICONS[notice.additional_data.feature] ?? IconBell;
  const isUnread = !notice.is_read;
  return (
    <UnstyledButton className={classes.item} data-unread={isUnread || undefined} onClick={() => onOpen(notice)}>
      <ThemeIcon variant="light" radius="xl" size="lg" color={notice.is_important ? 'red' : undefined}>
        <FeatureIcon size={18} aria-hidden />
      </ThemeIcon>
      <div className={classes.body}>
        <Text size="sm" fw={isUnread ? 700 : 500} lineClamp={2}>
          {title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={3}>
          {content}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {timeOfDay(notice.created_at, i18n.language)}
        </Text>
      </div>
      {isUnread && <span className={classes.dot} role="img" aria-label={t('layout.notifications.unreadMark')} />}
    </UnstyledButton>
  );
}
