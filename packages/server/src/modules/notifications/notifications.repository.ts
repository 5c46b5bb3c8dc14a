import { type NoticeMessage, type NoticeSubject, STREAM_EVENTS } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso } from '../../db/database.ts';
import { appendStreamEvents, type NewStreamEvent } from '../streams/streams.repository.ts';
import { renderNotice } from './notice-text.ts';
import './notifications.tables.ts';

/** SPEC §3 Notification categories. */
export const NOTIFICATION_CATEGORY = { general: 1, content: 2, finance: 3, report: 4 } as const;

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

/**
 * Leaves a notice for the owners of each company; a company without an owner account gets one notice
 * for the company as a whole, so the notice is there once an owner is added.
 */
export async function notifyOwners(db: Db, companyIds: readonly number[], notice: OwnerNotice): Promise<void> {
  if (companyIds.length === 0) return;
  const owners = await db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('company_id', 'in', companyIds)
    .where('role', '=', 'owner')
    .orderBy('id')
    .execute();
  const recipients = companyIds.flatMap((companyId) => {
    const ofCompany = owners.filter((owner) => owner.company_id === companyId).map((owner) => owner.id);
    return (ofCompany.length > 0 ? ofCompany : [null]).map((userId) => ({ companyId, userId }));
  });
  await insertNotices(db, recipients, notice);
}

/** Leaves a notice for one user, about something that user asked for (an export, say). */
export async function notifyUser(db: Db, companyId: number, userId: number, notice: OwnerNotice): Promise<void> {
  await insertNotices(db, [{ companyId, userId }], notice);
}

/** Who one notice is for: a user of a company, or (user null) the company as a whole. */
export type Recipient = { companyId: number; userId: number | null };

// Rows per insert: well under the bound-parameter limits of both engines (9 columns a row).
const INSERT_CHUNK = 500;

/**
 * Writes one notice for each recipient and, in the same transaction, an event on the stream of each
 * user it is for (every user of the company, for a notice left for the company as a whole), which
 * is pushed to their open streams once committed: every notice goes through here, whoever writes it.
 */
export async function insertNotices(db: Db, recipients: readonly Recipient[], notice: Notice): Promise<void> {
  const { url, feature } = notice;
  const [message, subject] = 'message' in notice ? [notice.message, notice.subject] : [undefined, undefined];
  // The stored title and text are the Indonesian copy, for whoever reads the table; the API renders the reader's.
  const text =
    'message' in notice
      ? (renderNotice(notice.message, 'id') ?? { title: notice.message.key, content: '' })
      : { title: notice.title, content: notice.content };
  const createdAt = nowIso();
  await inTransaction(db, async (trx) => {
    for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
      const chunk = recipients.slice(start, start + INSERT_CHUNK);
      const rows = await trx
        .insertInto('notifications')
        .values(
          chunk.map(({ companyId, userId }) => ({
            company_id: companyId,
            user_id: userId,
            title: text.title,
            content: text.content,
            category_id: notice.categoryId,
            is_read: false,
            is_important: notice.isImportant,
            additional_data: JSON.stringify({ url, feature, message, subject }),
            created_at: createdAt,
          })),
        )
        .returning('id')
        .execute();
      const written = chunk.map((recipient, index) => ({ ...recipient, id: Number(rows[index]?.id) }));
      await appendStreamEvents(trx, await noticeEvents(trx, written));
    }
  });
}

/** One stream event for each user a notice is for. */
async function noticeEvents(db: Db, notices: readonly (Recipient & { id: number })[]): Promise<NewStreamEvent[]> {
  const companyWide = [...new Set(notices.filter((n) => n.userId === null).map((n) => n.companyId))];
  const users =
    companyWide.length === 0
      ? []
      : await db.selectFrom('users').select(['id', 'company_id']).where('company_id', 'in', companyWide).execute();
  return notices.flatMap(({ id, companyId, userId }) =>
    (userId === null ? users.filter((u) => u.company_id === companyId).map((u) => u.id) : [userId]).map(
      (recipient) => ({
        companyId,
        userId: recipient,
        kind: STREAM_EVENTS.notification,
        data: { ids: [id] },
      }),
    ),
  );
}

/** Marks every notice left before `before` (an ISO time) as read: what the demo's owners have seen. */
export async function markNoticesReadBefore(db: Db, before: string): Promise<void> {
  await db.updateTable('notifications').set({ is_read: true }).where('created_at', '<', before).execute();
}

/** The newest `limit` notices of a user: their own and their company's, newest first. */
export async function findNotices(db: Db, companyId: number, userId: number, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'title', 'content', 'created_at', 'is_read', 'is_important', 'category_id', 'additional_data'])
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Marks those of `ids` that are the user's (or their company's as a whole) read; returns the ids it marked. */
export async function markNoticesReadFor(
  db: Db,
  companyId: number,
  userId: number,
  ids: readonly number[],
): Promise<number[]> {
  const rows = await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Every enabled user of the partner companies, or of those of one company group. */
export async function findPartnerUsers(db: Db, groupName: string | null): Promise<Recipient[]> {
  let query = db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.company_id as companyId', 'users.id as userId'])
    .where('companies.is_distributor', '=', false)
    .where('users.is_disabled', '=', false);
  if (groupName !== null) query = query.where('companies.group_name', '=', groupName);
  return query.orderBy('users.id').execute();
}
