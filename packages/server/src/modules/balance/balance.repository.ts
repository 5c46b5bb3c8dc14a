import { randomUUID } from 'node:crypto';
import type { MoneyMove, WithdrawalStatus } from '@irama/contracts';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BalanceHoldsTable, IdempotencyKeysTable, WithdrawalsTable } from './balance.tables.ts';
import { dspCredits, exactSum } from './money.repository.ts';

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

// Withdrawals

/** Inserts a withdrawal and gives it its reference, `WD-<year>-<id, six digits>`, in the caller's transaction. */
export async function insertWithdrawal(db: Db, row: Omit<Insertable<WithdrawalsTable>, 'reference'>) {
  const { id } = await db
    .insertInto('withdrawals')
    .values({ ...row, reference: `pending:${randomUUID()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reference = `WD-${row.created_at.slice(0, 4)}-${String(id).padStart(6, '0')}`;
  return db.updateTable('withdrawals').set({ reference }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export interface WithdrawalFilter {
  companyId?: number;
  status?: WithdrawalStatus;
  ids?: readonly number[];
  /** Oldest first (the staff's queue of waiting ones); newest first otherwise. */
  isOldestFirst?: boolean;
}

function withdrawalsWhere(db: Db, filter: WithdrawalFilter) {
  let query = db.selectFrom('withdrawals as w');
  if (filter.companyId !== undefined) query = query.where('w.company_id', '=', filter.companyId);
  if (filter.status !== undefined) query = query.where('w.status', '=', filter.status);
  if (filter.ids !== undefined) query = query.where('w.id', 'in', [...filter.ids]);
  return query;
}

/** A page of withdrawals with their company and requester (staff see every company's). */
export function withdrawalPage(db: Db, filter: WithdrawalFilter, offset: number, limit: number) {
  return withdrawalsWhere(db, filter)
    .innerJoin('companies as c', 'c.id', 'w.company_id')
    .leftJoin('users as u', 'u.id', 'w.requested_by')
    .selectAll('w')
    .select(['c.name as company_name', 'u.email as requester_email'])
    .orderBy('w.id', filter.isOldestFirst ? 'asc' : 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export const countWithdrawals = (db: Db, filter: WithdrawalFilter) =>
  count(withdrawalsWhere(db, filter).select((eb) => eb.fn.countAll<number>().as('n')));

export function findWithdrawals(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Settles a waiting withdrawal: answers the row, or nothing when it is no longer waiting. */
export function settleWithdrawal(
  db: Db,
  id: number,
  change:
    | { status: 'paid'; payment_code: string; paid_at: string; paid_by: number }
    | { status: 'rejected'; reject_reason: string; rejected_at: string; rejected_by: number },
) {
  return db
    .updateTable('withdrawals')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .returningAll()
    .executeTakeFirst();
}

export async function isPaymentCodeUsed(db: Db, codes: readonly string[]) {
  const row = await db
    .selectFrom('withdrawals')
    .select('payment_code')
    .where('payment_code', 'in', [...codes])
    .executeTakeFirst();
  return row !== undefined;
}

// Holds

export interface HoldFilter {
  companyId?: number;
  status: 'active' | 'released' | 'all';
  ids?: readonly number[];
}

function holdsWhere(db: Db, filter: HoldFilter) {
  let query = db.selectFrom('balance_holds as h');
  if (filter.companyId !== undefined) query = query.where('h.company_id', '=', filter.companyId);
  if (filter.status === 'active') query = query.where('h.released_at', 'is', null);
  if (filter.status === 'released') query = query.where('h.released_at', 'is not', null);
  if (filter.ids !== undefined) query = query.where('h.id', 'in', [...filter.ids]);
  return query;
}

export function holdPage(db: Db, filter: HoldFilter, offset: number, limit: number) {
  return holdsWhere(db, filter)
    .innerJoin('companies as c', 'c.id', 'h.company_id')
    .selectAll('h')
    .select('c.name as company_name')
    .orderBy('h.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export const countHolds = (db: Db, filter: HoldFilter) =>
  count(holdsWhere(db, filter).select((eb) => eb.fn.countAll<number>().as('n')));

export function insertHold(db: Db, row: Insertable<BalanceHoldsTable>) {
  return db.insertInto('balance_holds').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findHold(db: Db, id: number) {
  return db.selectFrom('balance_holds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Releases an active hold: answers the row, or nothing when it was already released. */
export function releaseHold(db: Db, id: number, release: { at: string; by: number; note: string }) {
  return db
    .updateTable('balance_holds')
    .set({ released_at: release.at, released_by: release.by, release_note: release.note })
    .where('id', '=', id)
    .where('released_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

// Idempotency keys

export function findKey(db: Db, companyId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Claims a new key in flight: answers its id, or nothing when the key was used before (left as it is). */
export async function claimKey(db: Db, row: Insertable<IdempotencyKeysTable>): Promise<number | undefined> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((oc) => oc.columns(['company_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** A request's hold on an idempotency key: the key's row, and when it was claimed (its `updated_at`). */
export interface KeyClaim {
  id: number;
  at: string;
}

/** Takes over a key left in flight since `staleSince` (its request died): answers whether this call did. */
export async function takeOverKey(db: Db, id: number, staleSince: string, claim: { userId: number; at: string }) {
  const row = await db
    .updateTable('idempotency_keys')
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
  claim: KeyClaim,
  response: { status: number; body: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', response_status: response.status, response_body: response.body, updated_at: response.at })
    .where('id', '=', claim.id)
    .where('state', '=', 'in_flight')
    .where('updated_at', '=', claim.at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Lets a key go when its request failed unexpectedly, so a retry can run it again. */
export function dropKey(db: Db, claim: KeyClaim) {
  return db
    .deleteFrom('idempotency_keys')
    .where('id', '=', claim.id)
    .where('state', '=', 'in_flight')
    .where('updated_at', '=', claim.at)
    .execute();
}

// Income

const dspLedger = (db: Db, companyId: number, periode?: string) => {
  let query = db.selectFrom('ledger_entries').where('company_id', '=', companyId).where(dspCredits);
  if (periode !== undefined) query = query.where('period', '=', periode);
  return query;
};

/** The periods with DSP income, newest first, and the entries of those on one page. */
export async function incomePage(
  db: Db,
  companyId: number,
  periode: string | undefined,
  offset: number,
  limit: number,
) {
  const periods = (
    await dspLedger(db, companyId, periode)
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
      : await dspLedger(db, companyId)
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
      companyId,
      entries.map((entry) => entry.id),
    ),
  };
}

/** What paylater repayments took from each of a company's ledger entries, by entry id. */
async function repaymentsOf(db: Db, companyId: number, entryIds: readonly number[]): Promise<Map<number, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('balance_spends')
    .select(['ledger_entry_id', sql<number>`cast(sum(amount_idr) as bigint)`.as('n')])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'paylater_repayment')
    .where('ledger_entry_id', 'in', [...entryIds])
    .groupBy('ledger_entry_id')
    .execute();
  return new Map(rows.map((row) => [row.ledger_entry_id ?? 0, exactSum(row.n)]));
}

export const countIncomePeriods = (db: Db, companyId: number, periode?: string) =>
  count(
    db
      .selectFrom(dspLedger(db, companyId, periode).select('period').distinct().as('p'))
      .select((eb) => eb.fn.countAll<number>().as('n')),
  );

/** The latest DSP credit of a company. */
export function lastCredit(db: Db, companyId: number) {
  return dspLedger(db, companyId)
    .select(['period', 'source', 'kind', 'amount_idr', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

// Money audit

export interface AuditFilter {
  companyId?: number;
  action?: MoneyMove;
}

function auditWhere(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('money_audit as m');
  if (filter.companyId !== undefined) query = query.where('m.company_id', '=', filter.companyId);
  if (filter.action !== undefined) query = query.where('m.action', '=', filter.action);
  return query;
}

export function auditPage(db: Db, filter: AuditFilter, offset: number, limit: number) {
  return auditWhere(db, filter)
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .leftJoin('users as u', 'u.id', 'm.actor_user_id')
    .selectAll('m')
    .select(['c.name as company_name', 'u.email as actor_email'])
    .orderBy('m.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export const countAudit = (db: Db, filter: AuditFilter) =>
  count(auditWhere(db, filter).select((eb) => eb.fn.countAll<number>().as('n')));

/** When the company's first withdrawal was paid, or null while none has been. */
export async function findFirstPaidAt(db: Db, companyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.min('paid_at').as('paid_at'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return row?.paid_at ?? null;
}
