import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LedgerEntriesTable } from './tables.ts';

/**
 * Credits a company once per source, period and kind: the unique key makes a second attempt a no-op,
 * so publishing twice (or two staff at once) never credits twice. Answers the new entry's id, or null
 * when it was there already.
 */
export async function creditOnce(
  db: Db,
  companyId: number,
  entry: Omit<Insertable<LedgerEntriesTable>, 'company_id'>,
): Promise<number | null> {
  const inserted = await db
    .insertInto('ledger_entries')
    .values({ company_id: companyId, ...entry })
    .onConflict((oc) => oc.columns(['company_id', 'source', 'period', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
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
