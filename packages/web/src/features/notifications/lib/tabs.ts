import { NOTIFICATION_CATEGORIES, type Notification } from '@irama/contracts';

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
