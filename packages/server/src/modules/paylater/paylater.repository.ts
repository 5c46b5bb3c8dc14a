import { randomUUID } from 'node:crypto';
import type { PaylaterStatus } from '@irama/contracts';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countRows } from '../../db/paging.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { insertScoped, selectScoped, updateScoped } from '../../db/scoped-queries.ts';
import { exactSum } from '../balance/index.ts';
import type { PaylatersTable, PaylaterTransactionsTable } from './paylater.tables.ts';

/** Inserts a paylater and gives it its reference, `PL-<year>-<id, six digits>`, in the caller's transaction. */
export async function insertPaylater(
  db: Db,
  scope: CompanyScope,
  row: Omit<Insertable<PaylatersTable>, 'reference' | 'company_id'>,
) {
  const { id } = await insertScoped(db, 'paylaters', scope, { ...row, reference: `pending:${randomUUID()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reference = `PL-${row.created_at.slice(0, 4)}-${String(id).padStart(6, '0')}`;
  return db.updateTable('paylaters').set({ reference }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** A company's paylaters, oldest first. */
export function findPaylaters(db: Db, scope: Scope, options: { isRepayingOnly?: boolean } = {}) {
  let query = selectScoped(db, 'paylaters', scope).selectAll();
  if (options.isRepayingOnly) query = query.where('status', '=', 'repaying');
  return query.orderBy('id').execute();
}

/** Of `companyIds` (in the scope), those with a paylater being repaid. */
export async function companiesRepaying(db: Db, scope: Scope, companyIds: readonly number[]): Promise<Set<number>> {
  if (companyIds.length === 0) return new Set();
  const rows = await selectScoped(db, 'paylaters', scope)
    .select('company_id')
    .distinct()
    .where('company_id', 'in', [...companyIds])
    .where('status', '=', 'repaying')
    .execute();
  return new Set(rows.map((row) => row.company_id));
}

/** What a company still owes over its paylaters being repaid. */
export async function outstandingOf(db: Db, scope: Scope): Promise<number> {
  const row = await selectScoped(db, 'paylaters', scope)
    .select(sql<number>`cast(coalesce(sum(total_idr - repaid_idr), 0) as bigint)`.as('n'))
    .where('status', '=', 'repaying')
    .executeTakeFirstOrThrow();
  return exactSum(row.n);
}

/**
 * Moves what a paylater has repaid from `change.from` to `change.to` (repaid in full: with its status and
 * when); answers whether it did, which it does not when another move changed the row first.
 */
export async function setRepaid(
  db: Db,
  scope: Scope,
  id: number,
  change: { from: number; to: number; status: PaylaterStatus; repaidAt: string | null },
): Promise<boolean> {
  const result = await updateScoped(db, 'paylaters', scope)
    .set({ repaid_idr: change.to, status: change.status, repaid_at: change.repaidAt })
    .where('id', '=', id)
    .where('status', '=', 'repaying')
    .where('repaid_idr', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertTransaction(
  db: Db,
  scope: CompanyScope,
  row: Omit<Insertable<PaylaterTransactionsTable>, 'company_id'>,
): Promise<number> {
  const { id } = await insertScoped(db, 'paylater_transactions', scope, row).returning('id').executeTakeFirstOrThrow();
  return id;
}

const transactionsOf = (db: Db, scope: Scope) =>
  db
    .selectFrom('paylater_transactions as t')
    .innerJoin('paylaters as p', 'p.id', 't.paylater_id')
    .where(inScope(scope, 't.company_id'));

/** A page of a company's paylater lines with their paylater's reference, newest first. */
export function transactionPage(db: Db, scope: Scope, offset: number, limit: number) {
  return transactionsOf(db, scope)
    .selectAll('t')
    .select('p.reference as paylater_reference')
    .orderBy('t.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export const countTransactions = (db: Db, scope: Scope) => countRows(selectScoped(db, 'paylater_transactions', scope));

/** One line of a company's paylaters with its paylater's reference, or nothing (another company's too). */
export function findTransaction(db: Db, scope: Scope, id: number) {
  return transactionsOf(db, scope)
    .selectAll('t')
    .select('p.reference as paylater_reference')
    .where('t.id', '=', id)
    .executeTakeFirst();
}

export function findPaylater(db: Db, scope: Scope, id: number) {
  return selectScoped(db, 'paylaters', scope).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Staff: every company (of the scope) with a paylater, with what it owes and repaid, and its last repayment. */
export async function exposureRows(db: Db, scope: Scope) {
  const rows = await db
    .selectFrom('paylaters as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select([
      'p.company_id',
      'c.name as company_name',
      sql<number>`cast(sum(case when p.status = 'repaying' then p.total_idr - p.repaid_idr else 0 end) as bigint)`.as(
        'outstanding',
      ),
      sql<number>`cast(sum(p.repaid_idr) as bigint)`.as('repaid'),
      sql<number>`cast(sum(case when p.status = 'repaying' then 1 else 0 end) as bigint)`.as('repaying'),
      (eb) =>
        eb
          .selectFrom('paylater_transactions as t')
          .select((inner) => inner.fn.max('t.created_at').as('at'))
          .whereRef('t.company_id', '=', 'p.company_id')
          .where('t.kind', '=', 'repayment')
          .as('last_repayment_at'),
    ])
    .where(inScope(scope, 'p.company_id'))
    .groupBy(['p.company_id', 'c.name'])
    .execute();
  return rows.map((row) => ({
    companyId: row.company_id,
    companyName: row.company_name,
    outstanding: exactSum(row.outstanding),
    repaid: exactSum(row.repaid),
    repaying: exactSum(row.repaying),
    lastRepaymentAt: row.last_repayment_at === null ? null : String(row.last_repayment_at),
  }));
}
