import type { NoticeMessage, NoticeSubject } from '@irama/contracts';

export { NOTIFICATION_CATEGORIES as NOTIFICATION_CATEGORY } from '@irama/contracts';

/** Where a notice leads and how it shows. */
interface NoticeBase {
  categoryId: number;
  isImportant: boolean;
  url: string;
  /** Picks the notice's icon (SPEC §3). */
  feature: string;
}

/**
 * A notice of something that happened: its text as a message key and values (rendered in the reader's
 * language, `notice-text.ts`) and the stored event that caused it, written in the same transaction.
 */
export interface OwnerNotice extends NoticeBase {
  message: NoticeMessage;
  subject: NoticeSubject;
}

/** A staff announcement: read as written. */
interface Announcement extends NoticeBase {
  title: string;
  content: string;
}

export type Notice = OwnerNotice | Announcement;

/** Who one notice is for: a user of a company, or (user null) the company as a whole. */
export type Recipient = { companyId: number; userId: number | null };
