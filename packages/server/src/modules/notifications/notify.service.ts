import { STREAM_EVENTS } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso } from '../../db/database.ts';
import { ALL_COMPANIES } from '../../db/scope.ts';
import { addStreamEvents, type NewStreamEvent } from '../streams/index.ts';
import type { Notice, OwnerNotice, Recipient } from './notice.ts';
import { renderNotice } from './notice-text.ts';
import { findCompanyUsers, findOwners, insertNoticeRows } from './notifications.repository.ts';

/**
 * Leaves a notice for the owners of each company; a company without an owner account gets one notice
 * for the company as a whole, so the notice is there once an owner is added.
 */
export async function notifyOwners(db: Db, companyIds: readonly number[], notice: OwnerNotice): Promise<void> {
  if (companyIds.length === 0) return;
  const owners = await findOwners(db, ALL_COMPANIES, companyIds);
  const recipients = companyIds.flatMap((companyId) => {
    const ofCompany = owners.filter((owner) => owner.company_id === companyId).map((owner) => owner.id);
    return (ofCompany.length > 0 ? ofCompany : [null]).map((userId) => ({ companyId, userId }));
  });
  await leaveNotices(db, recipients, notice);
}

/** Leaves a notice for one user, about something that user asked for (an export, say). */
export async function notifyUser(db: Db, companyId: number, userId: number, notice: OwnerNotice): Promise<void> {
  await leaveNotices(db, [{ companyId, userId }], notice);
}

// Rows per insert: well under the bound-parameter limits of both engines (9 columns a row).
const INSERT_CHUNK = 500;

/**
 * Writes one notice for each recipient and, in the same transaction, an event on the stream of each
 * user it is for (every user of the company, for a notice left for the company as a whole), which
 * is pushed to their open streams once committed: every notice goes through here, whoever writes it,
 * for recipients of any company.
 */
export async function leaveNotices(db: Db, recipients: readonly Recipient[], notice: Notice): Promise<void> {
  // The stored title and text are the Indonesian copy, for whoever reads the table; the API renders the reader's.
  const text =
    'message' in notice
      ? (renderNotice(notice.message, 'id') ?? { title: notice.message.key, content: '' })
      : { title: notice.title, content: notice.content };
  const createdAt = nowIso();
  await inTransaction(db, async (trx) => {
    for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
      const chunk = recipients.slice(start, start + INSERT_CHUNK);
      const ids = await insertNoticeRows(trx, ALL_COMPANIES, chunk, notice, text, createdAt);
      const written = chunk.map((recipient, index) => ({ ...recipient, id: Number(ids[index]) }));
      await addStreamEvents(trx, await noticeEvents(trx, written));
    }
  });
}

/** One stream event for each user a notice is for. */
async function noticeEvents(db: Db, notices: readonly (Recipient & { id: number })[]): Promise<NewStreamEvent[]> {
  const companyWide = [...new Set(notices.filter((n) => n.userId === null).map((n) => n.companyId))];
  const users = companyWide.length === 0 ? [] : await findCompanyUsers(db, ALL_COMPANIES, companyWide);
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
