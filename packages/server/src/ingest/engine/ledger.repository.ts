import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { insertScopedOnce, selectScoped } from '../../db/scoped-queries.ts';
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
  const id = await insertScopedOnce(db, 'ledger_entries', scope, entry, ['company_id', 'source', 'period', 'kind']);
  return id ?? null;
}

/** The scope's ledger entries, newest first. */
export function findLedgerEntries(db: Db, scope: Scope) {
  return selectScoped(db, 'ledger_entries', scope).selectAll().orderBy('id', 'desc').execute();
}

/** The scope's balance in rupiah: the sum of its ledger entries. */
export async function getBalance(db: Db, scope: Scope): Promise<number> {
  const row = await selectScoped(db, 'ledger_entries', scope)
    .select((eb) => eb.fn.sum<number>('amount_idr').as('balance'))
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}
