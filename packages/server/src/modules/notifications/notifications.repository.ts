import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import './notifications.tables.ts';

/** SPEC §3 Notification categories. */
export const NOTIFICATION_CATEGORY = { general: 1, content: 2, finance: 3, report: 4 } as const;

/** What a notice says and where it leads. */
export interface OwnerNotice {
  /** Title and content in Indonesian, the portal's default language, as the API serves them. */
  title: string;
  content: string;
  /**
   * The same text as the SPA's translation key and its values (in `additional_data.message`), so the
   * notification panel can show it in the reader's language.
   */
  message: { key: string; values: Record<string, string> };
  categoryId: number;
  isImportant: boolean;
  url: string;
  /** Picks the notice's icon (SPEC §3). */
  feature: string;
}

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

async function insertNotices(
  db: Db,
  recipients: readonly { companyId: number; userId: number | null }[],
  notice: OwnerNotice,
): Promise<void> {
  const { url, feature, message } = notice;
  const createdAt = nowIso();
  await db
    .insertInto('notifications')
    .values(
      recipients.map(({ companyId, userId }) => ({
        company_id: companyId,
        user_id: userId,
        title: notice.title,
        content: notice.content,
        category_id: notice.categoryId,
        is_read: false,
        is_important: notice.isImportant,
        additional_data: JSON.stringify({ url, feature, message }),
        created_at: createdAt,
      })),
    )
    .execute();
}

/** Marks the notices of a category left since `since` as read. */
export async function markNoticesRead(db: Db, categoryId: number, since: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('category_id', '=', categoryId)
    .where('created_at', '>=', since)
    .execute();
}
