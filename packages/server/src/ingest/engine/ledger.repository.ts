import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import type { LedgerEntriesTable } from './tables.ts';

/**
 * Credits a company once per source, period and kind: the unique key makes a second attempt a no-op,
 * so publishing twice (or two staff at once) never credits twice. Answers the new entry's id, or null
 * when it was there already.
 */
export async function creditOnce(
  db: Db,
  scope: CompanyScope,
  entry: Omit<Insertable<LedgerEntriesTable>, 'company_id'>,
): Promise<number | null> {
  const inserted = await db
    .insertInto('ledger_entries')
    .values({ company_id: scope.companyId, ...entry })
    .onConflict((oc) => oc.columns(['company_id', 'source', 'period', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** The scope's ledger entries, newest first. */
export function findLedgerEntries(db: Db, scope: Scope) {
  return db.selectFrom('ledger_entries').selectAll().where(inScope(scope)).orderBy('id', 'desc').execute();
}

/** The scope's balance in rupiah: the sum of its ledger entries. */
export async function getBalance(db: Db, scope: Scope): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number>('amount_idr').as('balance'))
    .where(inScope(scope))
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}
