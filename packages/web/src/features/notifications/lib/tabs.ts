import { NOTIFICATION_CATEGORIES, type Notification } from '@irama/contracts';
import { type Icon, IconAlertCircle, IconBell, IconCash, IconFileAnalytics, IconLayoutGrid } from '@tabler/icons-react';

export const NOTIFICATION_TABS = ['all', 'important', 'content', 'finance', 'report'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

const { general, content, finance, report } = NOTIFICATION_CATEGORIES;

/** What each tab of the panel holds (SPEC §9): Konten is categories 1 and 2. */
export const TAB_FILTERS: Record<NotificationTab, (notice: Notification) => boolean> = {
  all: () => true,
  important: (notice) => notice.is_important,
  content: (notice) => notice.category_id === general || notice.category_id === content,
  finance: (notice) => notice.category_id === finance,
  report: (notice) => notice.category_id === report,
};

export const TAB_ICONS: Record<NotificationTab, Icon> = {
  all: IconBell,
  important: IconAlertCircle,
  content: IconLayoutGrid,
  finance: IconCash,
  report: IconFileAnalytics,
};
