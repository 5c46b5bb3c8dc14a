import type { Db } from '../../src/db/database.ts';
import { NOTIFICATION_CATEGORY, type OwnerNotice } from '../../src/modules/notifications/index.ts';

/** A notice to leave for someone: the one a published YouTube report leaves its company's owners. */
export const NOTICE: OwnerNotice = {
  subject: { type: 'ledger_entry', id: 1 },
  message: { key: 'layout.notifications.messages.reportPublished', values: { source: 'youtube', period: '2026-10' } },
  categoryId: NOTIFICATION_CATEGORY.report,
  isImportant: false,
  url: '/riwayatpendapatan',
  feature: 'report',
};

/** What a notice carries for the screen that shows it (its `additional_data`). */
export type NoticeData = {
  feature: string;
  url: string;
  message: { key: string; values: Record<string, string> };
};

/** What the notices left for a company's users carry, oldest first. */
export async function companyNotices(db: Db, companyId: number): Promise<NoticeData[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('additional_data')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  return rows.map((row) => JSON.parse(row.additional_data) as NoticeData);
}
