import {
  type AnnouncementRequest,
  type Language,
  NOTIFICATION_LIST_LIMIT,
  type NoticeMessage,
  type NoticeSubject,
  type Notification,
} from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { NOTIFICATION_CATEGORY } from './notice.ts';
import { renderNotice } from './notice-text.ts';
import { findNotices, findPartnerUsers, markNoticesReadFor } from './notifications.repository.ts';
import { leaveNotices } from './notify.service.ts';

type NoticeRow = Awaited<ReturnType<typeof findNotices>>[number];

/** A stored notice as the API answers it, its text in `language` when it has a message. */
function present(row: NoticeRow, language: Language): Notification {
  const data = JSON.parse(String(row.additional_data)) as {
    url?: string;
    feature?: string;
    message?: NoticeMessage;
    subject?: NoticeSubject;
  };
  const text = (data.message && renderNotice(data.message, language)) ?? row;
  return {
    id: row.id,
    title: text.title,
    content: text.content,
    created_at: row.created_at,
    is_read: Boolean(row.is_read),
    is_important: Boolean(row.is_important),
    category_id: row.category_id,
    additional_data: {
      url: data.url ?? '/',
      feature: data.feature ?? 'announcement',
      ...(data.message ? { message: data.message } : {}),
      ...(data.subject ? { subject: data.subject } : {}),
    },
  };
}

/**
 * The caller's newest notices, newest first: those left for them and those left for their company
 * as a whole (read state of the latter is the company's, one flag for all its users).
 */
export async function listNotifications(db: Db, caller: Caller): Promise<Notification[]> {
  const rows = await findNotices(db, companyScope(caller.company.id), caller.user.id, NOTIFICATION_LIST_LIMIT);
  return rows.map((row) => present(row, caller.user.language));
}

/** Marks the caller's notices among `ids` read; ids of anyone else's are ignored, never marked. */
export async function markAsRead(db: Db, caller: Caller, ids: readonly number[]): Promise<number[]> {
  return markNoticesReadFor(db, companyScope(caller.company.id), caller.user.id, [...new Set(ids)]);
}

/** Staff leave an announcement for every partner user, or those of one company group; returns how many. */
export async function announce(db: Db, request: AnnouncementRequest): Promise<number> {
  const recipients = await findPartnerUsers(
    db,
    ALL_COMPANIES,
    request.audience === 'group' ? (request.group_name ?? null) : null,
  );
  await leaveNotices(db, recipients, {
    title: request.title,
    content: request.content,
    categoryId: NOTIFICATION_CATEGORY.general,
    isImportant: request.is_important,
    url: request.url ?? '/',
    feature: 'announcement',
  });
  return recipients.length;
}
