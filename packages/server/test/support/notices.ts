import type { Db } from '../../src/db/database.ts';

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
