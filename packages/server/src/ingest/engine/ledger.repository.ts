import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LedgerEntriesTable } from './tables.ts';

/**
 * Credits a company once per source, period and kind: the unique key makes a second attempt a no-op,
 * so publishing twice (or two staff at once) never credits twice. Returns whether this call credited.
 */
export async function creditOnce(
  db: Db,
  companyId: number,
  entry: Omit<Insertable<LedgerEntriesTable>, 'company_id'>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('ledger_entries')
    .values({ company_id: companyId, ...entry })
    .onConflict((oc) => oc.columns(['company_id', 'source', 'period', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A company's ledger entries, newest first. */
export function findLedgerEntries(db: Db, companyId: number) {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id', 'desc')
    .execute();
}

/** A company's balance in rupiah: the sum of its ledger entries. */
export async function getBalance(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number>('amount_idr').as('balance'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** The notification columns (migration 0003) a report notice fills. */
type ReportNotification = {
  company_id: number;
  user_id: number | null;
  title: string;
  content: string;
  category_id: number;
  is_read: boolean;
  is_important: boolean;
  additional_data: string;
  created_at: string;
};

/** The category report notices are filed under. */
const REPORT_CATEGORY = 4;

/** Leaves a report notification for each owner of the credited companies. */
export async function notifyOwners(db: Db, companyIds: readonly number[], title: string, content: string, url: string) {
  if (companyIds.length === 0) return;
  const owners = await db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('company_id', 'in', companyIds)
    .where('role', '=', 'owner')
    .execute();
  if (owners.length === 0) return;
  const createdAt = new Date().toISOString();
  await db
    .withTables<{ notifications: ReportNotification }>()
    .insertInto('notifications')
    .values(
      owners.map((owner) => ({
        company_id: owner.company_id,
        user_id: owner.id,
        title,
        content,
        category_id: REPORT_CATEGORY,
        is_read: false,
        is_important: false,
        additional_data: JSON.stringify({ url, feature: 'report' }),
        created_at: createdAt,
      })),
    )
    .execute();
}

/** Marks the report notices left since `since` as read. */
export async function markReportNoticesRead(db: Db, since: string): Promise<void> {
  await db
    .withTables<{ notifications: ReportNotification }>()
    .updateTable('notifications')
    .set({ is_read: true })
    .where('category_id', '=', REPORT_CATEGORY)
    .where('created_at', '>=', since)
    .execute();
}
