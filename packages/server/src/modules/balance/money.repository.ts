import type { MoneyMove } from '@irama/contracts';
import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import { type Db, immediateTransaction, isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { assertWithinScope, type CompanyScope, companyScope, type Scope } from '../../db/scope.ts';
import { insertScoped, selectScoped } from '../../db/scoped-queries.ts';
import { YOUTUBE_SOURCES } from '../../ingest/engine/tables.ts';
import { notFound } from '../../lib/errors.ts';
import type { BalanceSpendsTable } from './balance.tables.ts';

// The DSP balance's figures, the lock every move of it takes, and the audit log each move writes.
// Payment and ingest call this file too, so it imports no other part of the balance module.

/** A sum read back as a number, refused when it would not be exact (as the PostgreSQL int8 parser does). */
export function exactSum(value: unknown): number {
  const sum = Number(value ?? 0);
  if (!Number.isSafeInteger(sum)) throw new Error(`sum out of safe integer range: ${String(value)}`);
  return sum;
}

const sumOf = (column: string) => sql<number>`cast(coalesce(sum(${sql.ref(column)}), 0) as bigint)`;

/** Ledger sources of the withdrawable balance: stores' CSV/TSV reports and DDEX DSRs (not YouTube, paid per period). */
export const isDspSource = (source: string) => source.startsWith('store:') || source.startsWith('dsr:');

/** The `where` of a company's DSP credits in the ledger. */
export const dspCredits = (eb: ExpressionBuilder<Database, 'ledger_entries'>) =>
  eb.and([
    eb.or([eb('source', 'like', 'store:%'), eb('source', 'like', 'dsr:%')]),
    eb('kind', 'in', ['credit', 'adjustment']),
  ]);

/**
 * Takes the lock every move of a company's balance holds until its transaction ends, and answers
 * whether the company exists. On PostgreSQL the company's row is locked (`for no key update`, so
 * rows that merely reference the company are not blocked); on SQLite the transaction began with
 * `BEGIN IMMEDIATE` and already holds the database's one write lock.
 */
export async function lockCompanyBalance(trx: Db, companyId: number): Promise<boolean> {
  const query = trx.selectFrom('companies').select('id').where('id', '=', companyId);
  const row = await (isPostgres(trx) ? query.forNoKeyUpdate() : query).executeTakeFirst();
  return row !== undefined;
}

/**
 * Runs `work` in a transaction holding the balance lock of each company (in id order, so two
 * moves never wait on each other); an unknown company is not found. SQLite's transaction is
 * `BEGIN IMMEDIATE` (`immediateTransaction`).
 */
export async function withBalanceLock<T>(
  db: Db,
  companyIds: readonly number[],
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  const locked = async (trx: Db) => {
    for (const companyId of [...new Set(companyIds)].sort((a, b) => a - b)) {
      if (!(await lockCompanyBalance(trx, companyId))) throw notFound();
    }
    return work(trx);
  };
  return isPostgres(db) ? db.transaction().execute(locked) : immediateTransaction(db, locked);
}

/** One account's balance and what of it is available (the DSP account less its active holds). */
export interface AccountFigures {
  balance: number;
  available: number;
}

/** The DSP balance and its parts: credits, what was spent from it, withdrawals waiting and paid, and active holds. */
export interface DspFigures extends AccountFigures {
  credited: number;
  spent: number;
  inWithdrawal: number;
  withdrawn: number;
  held: number;
}

/** A company's DSP balance: credits − spends − withdrawals not rejected; available = that − active holds. */
export async function dspFigures(db: Db, scope: CompanyScope): Promise<DspFigures> {
  const [credits, spends, withdrawals, holds] = await Promise.all([
    selectScoped(db, 'ledger_entries', scope)
      .select(sumOf('amount_idr').as('n'))
      .where(dspCredits)
      .executeTakeFirstOrThrow(),
    selectScoped(db, 'balance_spends', scope).select(sumOf('amount_idr').as('n')).executeTakeFirstOrThrow(),
    selectScoped(db, 'withdrawals', scope)
      .select(['status', sumOf('amount_idr').as('n')])
      .where('status', 'in', ['waiting', 'paid'])
      .groupBy('status')
      .execute(),
    selectScoped(db, 'balance_holds', scope)
      .select(sumOf('amount_idr').as('n'))
      .where('released_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const credited = exactSum(credits.n);
  const spent = exactSum(spends.n);
  const inWithdrawal = exactSum(withdrawals.find((row) => row.status === 'waiting')?.n);
  const withdrawn = exactSum(withdrawals.find((row) => row.status === 'paid')?.n);
  const held = exactSum(holds.n);
  const balance = credited - spent - inWithdrawal - withdrawn;
  return { credited, spent, inWithdrawal, withdrawn, held, balance, available: balance - held };
}

/** A company's DSP credits (adjustments included) written after `after` and up to `until`. */
export async function dspCreditedBetween(db: Db, scope: CompanyScope, after: string, until: string): Promise<number> {
  const row = await selectScoped(db, 'ledger_entries', scope)
    .select(sumOf('amount_idr').as('n'))
    .where(dspCredits)
    .where('created_at', '>', after)
    .where('created_at', '<=', until)
    .executeTakeFirstOrThrow();
  return exactSum(row.n);
}

/** Writes a spend from the DSP balance; call it in the spend's own transaction, under the balance lock. */
export async function insertSpend(
  db: Db,
  scope: CompanyScope,
  row: Omit<Insertable<BalanceSpendsTable>, 'company_id'>,
): Promise<void> {
  await insertScoped(db, 'balance_spends', scope, row).execute();
}

/** A company's YouTube revenue not paid yet: its credits less its payouts; nothing is held from it. */
async function youtubeFigures(db: Db, scope: CompanyScope): Promise<AccountFigures> {
  const row = await selectScoped(db, 'ledger_entries', scope)
    .select(sumOf('amount_idr').as('n'))
    .where('source', 'in', [...YOUTUBE_SOURCES])
    .executeTakeFirstOrThrow();
  const balance = exactSum(row.n);
  return { balance, available: balance };
}

export type MoneyAccount = 'dsp' | 'youtube';

export const accountFigures = (db: Db, scope: CompanyScope, account: MoneyAccount): Promise<AccountFigures> =>
  account === 'dsp' ? dspFigures(db, scope) : youtubeFigures(db, scope);

/** One money move of a company for the audit log: what moved, by whom, and the account before and after. */
export interface MoneyMoveRecord {
  actorUserId: number | null;
  action: MoneyMove;
  account: MoneyAccount;
  /** Signed: what the move did to the account's balance (a hold: to what is available). */
  amount: number;
  before: AccountFigures;
  after: AccountFigures;
  subject: string;
  detail: string;
  at: string;
}

/** Writes a move of the scope's company to the audit log; call it in the move's own transaction. */
export async function recordMove(db: Db, scope: CompanyScope, move: MoneyMoveRecord): Promise<void> {
  await db
    .insertInto('money_audit')
    .values({
      at: move.at,
      actor_user_id: move.actorUserId,
      action: move.action,
      company_id: scope.companyId,
      account: move.account,
      amount_idr: move.amount,
      balance_before_idr: move.before.balance,
      balance_after_idr: move.after.balance,
      available_before_idr: move.before.available,
      available_after_idr: move.after.available,
      subject: move.subject,
      detail: move.detail,
    })
    .execute();
}

/** A ledger entry already written in the current transaction: a credit at publish or a YouTube payout. */
export interface LedgerMove {
  companyId: number;
  source: string;
  period: string;
  kind: string;
  amount: number;
}

/**
 * Audits ledger entries the current transaction has just written, of companies in `scope` (a move of
 * another company is a mistake of the caller, refused): each company's balance lock is taken, the
 * account read as it is now (after), and before is after less the entry.
 */
export async function recordLedgerMoves(
  db: Db,
  scope: Scope,
  moves: readonly LedgerMove[],
  actorUserId: number | null,
  at: string,
): Promise<void> {
  assertWithinScope(
    scope,
    moves.map(({ companyId }) => companyId),
    'a ledger move',
  );
  for (const move of [...moves].sort((a, b) => a.companyId - b.companyId)) {
    await lockCompanyBalance(db, move.companyId);
    const account: MoneyAccount = isDspSource(move.source) ? 'dsp' : 'youtube';
    const moveScope = companyScope(move.companyId);
    const after = await accountFigures(db, moveScope, account);
    const isPayout = move.kind === 'payout' || move.kind === 'adjustment_payout';
    await recordMove(db, moveScope, {
      actorUserId,
      action: isPayout ? 'youtube_payout' : 'credit',
      account,
      amount: move.amount,
      before: { balance: after.balance - move.amount, available: after.available - move.amount },
      after,
      subject: `${move.source} ${move.period}`,
      detail: move.kind,
      at,
    });
  }
}
