import { randomUUID } from 'node:crypto';
import type { MoneyMove, WithdrawalStatus } from '@irama/contracts';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countRows } from '../../db/paging.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { deleteScoped, insertScoped, insertScopedOnce, selectScoped, updateScoped } from '../../db/scoped-queries.ts';
import type { BalanceHoldsTable, IdempotencyKeysTable, WithdrawalsTable } from './balance.tables.ts';
import { dspCredits, exactSum } from './money.repository.ts';

// Withdrawals

/** Inserts a withdrawal and gives it its reference, `WD-<year>-<id, six digits>`, in the caller's transaction. */
export async function insertWithdrawal(
  db: Db,
  scope: CompanyScope,
  row: Omit<Insertable<WithdrawalsTable>, 'reference' | 'company_id'>,
) {
  const { id } = await insertScoped(db, 'withdrawals', scope, { ...row, reference: `pending:${randomUUID()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reference = `WD-${row.created_at.slice(0, 4)}-${String(id).padStart(6, '0')}`;
  return db.updateTable('withdrawals').set({ reference }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export interface WithdrawalFilter {
  status?: WithdrawalStatus;
  ids?: readonly number[];
  /** Oldest first (the staff's queue of waiting ones); newest first otherwise. */
  isOldestFirst?: boolean;
}

function withdrawalsWhere(db: Db, scope: Scope, filter: WithdrawalFilter) {
  let query = db.selectFrom('withdrawals as w').where(inScope(scope, 'w.company_id'));
  if (filter.status !== undefined) query = query.where('w.status', '=', filter.status);
  if (filter.ids !== undefined) query = query.where('w.id', 'in', [...filter.ids]);
  return query;
}

/** A page of withdrawals with their company and requester (staff see every company's). */
export function withdrawalPage(db: Db, scope: Scope, filter: WithdrawalFilter, offset: number, limit: number) {
  return withdrawalsWhere(db, scope, filter)
    .innerJoin('companies as c', 'c.id', 'w.company_id')
    .leftJoin('users as u', 'u.id', 'w.requested_by')
    .selectAll('w')
    .select(['c.name as company_name', 'u.email as requester_email'])
    .orderBy('w.id', filter.isOldestFirst ? 'asc' : 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export const countWithdrawals = (db: Db, scope: Scope, filter: WithdrawalFilter) =>
  countRows(withdrawalsWhere(db, scope, filter));

export function findWithdrawals(db: Db, scope: Scope, ids: readonly number[]) {
  return selectScoped(db, 'withdrawals', scope)
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Settles a waiting withdrawal: answers the row, or nothing when it is no longer waiting. */
export function settleWithdrawal(
  db: Db,
  scope: Scope,
  id: number,
  change:
    | { status: 'paid'; payment_code: string; paid_at: string; paid_by: number }
    | { status: 'rejected'; reject_reason: string; rejected_at: string; rejected_by: number },
) {
  return updateScoped(db, 'withdrawals', scope)
    .set(change)
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .returningAll()
    .executeTakeFirst();
}

export async function isPaymentCodeUsed(db: Db, scope: Scope, codes: readonly string[]) {
  const row = await selectScoped(db, 'withdrawals', scope)
    .select('payment_code')
    .where('payment_code', 'in', [...codes])
    .executeTakeFirst();
  return row !== undefined;
}

// Holds

export interface HoldFilter {
  status: 'active' | 'released' | 'all';
  ids?: readonly number[];
}

function holdsWhere(db: Db, scope: Scope, filter: HoldFilter) {
  let query = db.selectFrom('balance_holds as h').where(inScope(scope, 'h.company_id'));
  if (filter.status === 'active') query = query.where('h.released_at', 'is', null);
  if (filter.status === 'released') query = query.where('h.released_at', 'is not', null);
  if (filter.ids !== undefined) query = query.where('h.id', 'in', [...filter.ids]);
  return query;
}

export function holdPage(db: Db, scope: Scope, filter: HoldFilter, offset: number, limit: number) {
  return holdsWhere(db, scope, filter)
    .innerJoin('companies as c', 'c.id', 'h.company_id')
    .selectAll('h')
    .select('c.name as company_name')
    .orderBy('h.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export const countHolds = (db: Db, scope: Scope, filter: HoldFilter) => countRows(holdsWhere(db, scope, filter));

export function insertHold(db: Db, scope: CompanyScope, row: Omit<Insertable<BalanceHoldsTable>, 'company_id'>) {
  return insertScoped(db, 'balance_holds', scope, row).returningAll().executeTakeFirstOrThrow();
}

export function findHold(db: Db, scope: Scope, id: number) {
  return selectScoped(db, 'balance_holds', scope).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Releases an active hold: answers the row, or nothing when it was already released. */
export function releaseHold(db: Db, scope: Scope, id: number, release: { at: string; by: number; note: string }) {
  return updateScoped(db, 'balance_holds', scope)
    .set({ released_at: release.at, released_by: release.by, release_note: release.note })
    .where('id', '=', id)
    .where('released_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

// Idempotency keys

export function findKey(db: Db, scope: Scope, key: string) {
  return selectScoped(db, 'idempotency_keys', scope).selectAll().where('key', '=', key).executeTakeFirst();
}

/** Claims a new key in flight: answers its id, or nothing when the key was used before (left as it is). */
export function claimKey(
  db: Db,
  scope: CompanyScope,
  row: Omit<Insertable<IdempotencyKeysTable>, 'company_id'>,
): Promise<number | undefined> {
  return insertScopedOnce(db, 'idempotency_keys', scope, row, ['company_id', 'key']);
}

/** A request's hold on an idempotency key: the key's row, and when it was claimed (its `updated_at`). */
export interface KeyClaim {
  id: number;
  at: string;
}

/** Takes over a key left in flight since `staleSince` (its request died): answers whether this call did. */
export async function takeOverKey(
  db: Db,
  scope: Scope,
  id: number,
  staleSince: string,
  claim: { userId: number; at: string },
) {
  const row = await updateScoped(db, 'idempotency_keys', scope)
    .set({ user_id: claim.userId, updated_at: claim.at })
    .where('id', '=', id)
    .where('state', '=', 'in_flight')
    .where('updated_at', '=', staleSince)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores a key's answer, if the key is still this request's (in flight since `claim.at`): a request
 * so slow that another took its key over must not answer for it. Answers whether it stored.
 */
export async function finishKey(
  db: Db,
  scope: Scope,
  claim: KeyClaim,
  response: { status: number; body: string; at: string },
): Promise<boolean> {
  const result = await updateScoped(db, 'idempotency_keys', scope)
    .set({ state: 'done', response_status: response.status, response_body: response.body, updated_at: response.at })
    .where('id', '=', claim.id)
    .where('state', '=', 'in_flight')
    .where('updated_at', '=', claim.at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Lets a key go when its request failed unexpectedly, so a retry can run it again. */
export function dropKey(db: Db, scope: Scope, claim: KeyClaim) {
  return deleteScoped(db, 'idempotency_keys', scope)
    .where('id', '=', claim.id)
    .where('state', '=', 'in_flight')
    .where('updated_at', '=', claim.at)
    .execute();
}

// Income

const dspLedger = (db: Db, scope: Scope, periode?: string) => {
  let query = selectScoped(db, 'ledger_entries', scope).where(dspCredits);
  if (periode !== undefined) query = query.where('period', '=', periode);
  return query;
};

/** The periods with DSP income, newest first, and the entries of those on one page. */
export async function incomePage(db: Db, scope: Scope, periode: string | undefined, offset: number, limit: number) {
  const periods = (
    await dspLedger(db, scope, periode)
      .select('period')
      .distinct()
      .orderBy('period', 'desc')
      .offset(offset)
      .limit(limit)
      .execute()
  ).map((row) => row.period);
  const entries =
    periods.length === 0
      ? []
      : await dspLedger(db, scope)
          .select(['id', 'period', 'source', 'kind', 'amount_idr', 'created_at'])
          .where('period', 'in', periods)
          .orderBy('period', 'desc')
          .orderBy('source')
          .orderBy('kind')
          .execute();
  return {
    periods,
    entries,
    repaid: await repaymentsOf(
      db,
      scope,
      entries.map((entry) => entry.id),
    ),
  };
}

/** What paylater repayments took from each of a company's ledger entries, by entry id. */
async function repaymentsOf(db: Db, scope: Scope, entryIds: readonly number[]): Promise<Map<number, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = await selectScoped(db, 'balance_spends', scope)
    .select(['ledger_entry_id', sql<number>`cast(sum(amount_idr) as bigint)`.as('n')])
    .where('kind', '=', 'paylater_repayment')
    .where('ledger_entry_id', 'in', [...entryIds])
    .groupBy('ledger_entry_id')
    .execute();
  return new Map(rows.map((row) => [row.ledger_entry_id ?? 0, exactSum(row.n)]));
}

export const countIncomePeriods = (db: Db, scope: Scope, periode?: string) =>
  countRows(db.selectFrom(dspLedger(db, scope, periode).select('period').distinct().as('p')));

/** The latest DSP credit of a company. */
export function lastCredit(db: Db, scope: Scope) {
  return dspLedger(db, scope)
    .select(['period', 'source', 'kind', 'amount_idr', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

// Money audit

export interface AuditFilter {
  action?: MoneyMove;
}

function auditWhere(db: Db, scope: Scope, filter: AuditFilter) {
  let query = db.selectFrom('money_audit as m').where(inScope(scope, 'm.company_id'));
  if (filter.action !== undefined) query = query.where('m.action', '=', filter.action);
  return query;
}

export function auditPage(db: Db, scope: Scope, filter: AuditFilter, offset: number, limit: number) {
  return auditWhere(db, scope, filter)
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .leftJoin('users as u', 'u.id', 'm.actor_user_id')
    .selectAll('m')
    .select(['c.name as company_name', 'u.email as actor_email'])
    .orderBy('m.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export const countAudit = (db: Db, scope: Scope, filter: AuditFilter) => countRows(auditWhere(db, scope, filter));

/** When the company's first withdrawal was paid, or null while none has been. */
export async function findFirstPaidAt(db: Db, scope: Scope): Promise<string | null> {
  const row = await selectScoped(db, 'withdrawals', scope)
    .select((eb) => eb.fn.min('paid_at').as('paid_at'))
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return row?.paid_at ?? null;
}
