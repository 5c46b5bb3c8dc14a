import {
  type BalanceInfo,
  type HoldsQuerySchema,
  type IncomePeriod,
  type IncomeQuerySchema,
  type Language,
  MIN_WITHDRAWAL_IDR,
  NOTICE_MESSAGES,
  type UserRole,
  WITHDRAWAL_BANK_CHARGE_IDR,
  WITHDRAWAL_PROCESSING_HOURS,
  type Withdrawal,
  type WithdrawalHistoryQuerySchema,
  type WithdrawalQuote,
} from '@irama/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { OnceAnswer } from '../../lib/idempotent-reply.ts';
import type { TableFile } from '../../lib/table-file.ts';
import { companyBankAccount } from '../companies/index.ts';
import { NOTIFICATION_CATEGORY, notifyOwners } from '../notifications/index.ts';
import {
  countHolds,
  countIncomePeriods,
  countWithdrawals,
  findFirstPaidAt,
  holdPage,
  incomePage,
  insertWithdrawal,
  lastCredit,
  withdrawalPage,
} from './balance.repository.ts';
import type { BalanceHoldsTable, WithdrawalsTable } from './balance.tables.ts';
import { runOnce } from './idempotency.service.ts';
import { dspFigures, recordMove } from './money.repository.ts';

export interface BalanceDeps {
  db: Db;
  now: () => Date;
}

/** Rupiah as the owners' notices write it: `Rp 1.500.000`. */
export const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;

/** Where the owners' withdrawal and hold notices lead, and the icon they show (a wallet, not YouTube's payments). */
export const WITHDRAWALS_URL = '/riwayatpendapatan?tab=withdrawals';
export const HOLDS_URL = '/riwayatpendapatan?tab=holds';
export const MONEY_FEATURE = 'balance';

type WithdrawalRow = Selectable<WithdrawalsTable>;
type HistoryQuery = z.output<typeof WithdrawalHistoryQuerySchema>;

export function withdrawalOf(row: WithdrawalRow): Withdrawal {
  return {
    reference: row.reference,
    created_at: row.created_at,
    process_by: row.process_by,
    status: row.status,
    payment_code: row.payment_code,
    amount_idr: Number(row.amount_idr),
    sub_total_idr: Number(row.amount_idr),
    bank_charge_idr: Number(row.bank_charge_idr),
    total_idr: Number(row.total_idr),
    bank_name: row.bank_name,
    account_number: row.account_number,
    bank_branch: row.bank_branch,
    account_holder: row.account_holder,
    paid_at: row.paid_at,
    rejected_at: row.rejected_at,
    reject_reason: row.reject_reason,
  };
}

export function holdOf(row: Selectable<BalanceHoldsTable>) {
  return {
    id: row.id,
    amount_idr: Number(row.amount_idr),
    reason: row.reason,
    note: row.note,
    isrc: row.isrc,
    track_title: row.track_title,
    store: row.store,
    periode: row.period,
    created_at: row.created_at,
    released_at: row.released_at,
    release_note: row.release_note,
  };
}

/** Who moves money: a partner user and their company, or a staff member (a Caller, or the demo seed). */
export type MoneyActor = { user: { id: number; role: UserRole }; company: { id: number } };

/** Only a company's owner takes its money out; admins and staff of the company see the balance. */
export const mayWithdraw = (caller: MoneyActor) => caller.user.role === 'owner';

/** A ledger source as a store and how its report came: `store:Spotify` → Spotify, a CSV/TSV report. */
export function sourceOf(source: string) {
  const [via, ...store] = source.split(':');
  return { via: via === 'dsr' ? ('dsr' as const) : ('store' as const), store: store.join(':') };
}

/** `GET /balance/info`: the balance, what of it is available, waiting or held, and the last credit. */
export async function balanceInfo(deps: BalanceDeps, caller: MoneyActor): Promise<BalanceInfo> {
  const companyId = caller.company.id;
  const [figures, bank, last] = await Promise.all([
    dspFigures(deps.db, companyId),
    companyBankAccount(deps.db, companyId),
    lastCredit(deps.db, companyId),
  ]);
  return {
    currency: 'IDR',
    balance_idr: figures.balance,
    available_idr: figures.available,
    in_withdrawal_idr: figures.inWithdrawal,
    held_idr: figures.held,
    credited_idr: figures.credited,
    withdrawn_idr: figures.withdrawn,
    spent_idr: figures.spent,
    last_credit: last
      ? {
          amount_idr: Number(last.amount_idr),
          store: sourceOf(last.source).store,
          periode: last.period,
          is_adjustment: last.kind === 'adjustment',
          created_at: last.created_at,
        }
      : null,
    minimum_idr: MIN_WITHDRAWAL_IDR,
    bank_charge_idr: WITHDRAWAL_BANK_CHARGE_IDR,
    processing_hours: WITHDRAWAL_PROCESSING_HOURS,
    can_withdraw: mayWithdraw(caller) && bank !== null && figures.available >= MIN_WITHDRAWAL_IDR,
    bank,
  };
}

/** `GET /balance/history`: a page of the company's withdrawals, newest first. */
export async function withdrawalHistory(deps: BalanceDeps, companyId: number, query: HistoryQuery) {
  const filter = { companyId, status: query.status };
  const [rows, total] = await Promise.all([
    withdrawalPage(deps.db, filter, (query.page - 1) * query.limit, query.limit),
    countWithdrawals(deps.db, filter),
  ]);
  return { results: rows.map(withdrawalOf), page: query.page, limit: query.limit, total };
}

const HISTORY_HEADER: Record<Language, string[]> = {
  id: [
    'Tanggal',
    'Referensi',
    'Kode pembayaran',
    'Jumlah (IDR)',
    'Status',
    'Nama bank',
    'Nomor rekening',
    'Cabang bank',
    'Pemilik rekening',
    'Sub total (IDR)',
    'Biaya bank (IDR)',
    'Total (IDR)',
  ],
  en: [
    'Date',
    'Reference',
    'Payment code',
    'Amount (IDR)',
    'Status',
    'Bank name',
    'Account number',
    'Bank branch',
    'Account holder',
    'Sub total (IDR)',
    'Bank charge (IDR)',
    'Total (IDR)',
  ],
};

/** Reads a list in batches of 1,000 rows for a file. */
export async function* inBatches<T>(read: (offset: number, limit: number) => Promise<T[]>) {
  for (let offset = 0; ; offset += 1_000) {
    const rows = await read(offset, 1_000);
    yield rows;
    if (rows.length < 1_000) return;
  }
}

/** The withdrawal history (of one status, or all) as a file. */
export function withdrawalHistoryFile(deps: BalanceDeps, companyId: number, query: HistoryQuery, language: Language) {
  async function* batches() {
    for await (const rows of inBatches((offset, limit) =>
      withdrawalPage(deps.db, { companyId, status: query.status }, offset, limit),
    )) {
      yield rows.map((row) => {
        const w = withdrawalOf(row);
        return [
          w.created_at,
          w.reference,
          w.payment_code ?? '',
          w.amount_idr,
          w.status,
          w.bank_name,
          w.account_number,
          w.bank_branch,
          w.account_holder,
          w.sub_total_idr,
          w.bank_charge_idr,
          w.total_idr,
        ];
      });
    }
  }
  const table: TableFile = {
    sheet: language === 'id' ? 'Riwayat penarikan' : 'Withdrawal history',
    header: HISTORY_HEADER[language],
    batches: batches(),
  };
  return { table, fileName: `withdrawals${query.status ? `-${query.status}` : ''}.${query.export ?? 'xlsx'}` };
}

type IncomeQuery = z.output<typeof IncomeQuerySchema>;

/** `GET /balance/income`: a page of report periods with DSP income, newest first, each by source. */
export async function income(deps: BalanceDeps, companyId: number, query: IncomeQuery) {
  const [{ periods, entries, repaid }, total] = await Promise.all([
    incomePage(deps.db, companyId, query.periode, (query.page - 1) * query.limit, query.limit),
    countIncomePeriods(deps.db, companyId, query.periode),
  ]);
  const results: IncomePeriod[] = periods.map((periode) => {
    const sources = entries
      .filter((entry) => entry.period === periode)
      .map((entry) => ({
        ...sourceOf(entry.source),
        is_adjustment: entry.kind === 'adjustment',
        amount_idr: Number(entry.amount_idr),
        paylater_repayment_idr: repaid.get(entry.id) ?? 0,
        credited_at: entry.created_at,
      }));
    return { periode, total_idr: sources.reduce((a, source) => a + source.amount_idr, 0), sources };
  });
  return { results, page: query.page, limit: query.limit, total };
}

const INCOME_HEADER: Record<Language, string[]> = {
  id: ['Periode', 'Toko', 'Jenis laporan', 'Penyesuaian', 'Jumlah (IDR)', 'Pelunasan paylater (IDR)', 'Dikreditkan'],
  en: ['Period', 'Store', 'Report type', 'Adjustment', 'Amount (IDR)', 'Paylater repayment (IDR)', 'Credited at'],
};

/** The income (of one period, or all) as a file, one line per period and source. */
export function incomeFile(deps: BalanceDeps, companyId: number, query: IncomeQuery, language: Language) {
  async function* batches() {
    const periodsPerBatch = 100;
    for (let offset = 0; ; offset += periodsPerBatch) {
      const { periods, entries, repaid } = await incomePage(deps.db, companyId, query.periode, offset, periodsPerBatch);
      yield entries.map((entry) => {
        const source = sourceOf(entry.source);
        return [
          entry.period,
          source.store,
          source.via,
          entry.kind === 'adjustment' ? 1 : 0,
          Number(entry.amount_idr),
          repaid.get(entry.id) ?? 0,
          entry.created_at,
        ];
      });
      if (periods.length < periodsPerBatch) return;
    }
  }
  const table: TableFile = {
    sheet: language === 'id' ? 'Riwayat pendapatan' : 'Income history',
    header: INCOME_HEADER[language],
    batches: batches(),
  };
  return { table, fileName: `dsp-income${query.periode ? `-${query.periode}` : ''}.${query.export ?? 'xlsx'}` };
}

/** `GET /balance/holds`: the company's holds, each with its reason, track and store. */
export async function companyHolds(deps: BalanceDeps, companyId: number, query: z.output<typeof HoldsQuerySchema>) {
  const filter = { companyId, status: query.status };
  const [rows, total] = await Promise.all([
    holdPage(deps.db, filter, (query.page - 1) * query.limit, query.limit),
    countHolds(deps.db, filter),
  ]);
  return { results: rows.map(holdOf), page: query.page, limit: query.limit, total };
}

/** What a withdrawal of `amount` would be, and the balance it is taken from; refuses it as confirming it would. */
async function quoteOf(db: Db, caller: MoneyActor, amount: number) {
  if (!mayWithdraw(caller)) throw new AppError('permission_denied');
  const companyId = caller.company.id;
  const [bank, figures] = await Promise.all([companyBankAccount(db, companyId), dspFigures(db, companyId)]);
  if (bank === null) throw new AppError('balance.no_bank_account');
  if (amount < MIN_WITHDRAWAL_IDR || figures.available < MIN_WITHDRAWAL_IDR) {
    throw new AppError('balance.below_minimum', { fieldErrors: { amount: 'errors.balance.below_minimum' } });
  }
  if (amount > figures.available) {
    throw new AppError('balance.insufficient', { fieldErrors: { amount: 'errors.balance.insufficient' } });
  }
  const quote: WithdrawalQuote = {
    sub_total_idr: amount,
    bank_charge_idr: WITHDRAWAL_BANK_CHARGE_IDR,
    total_idr: amount - WITHDRAWAL_BANK_CHARGE_IDR,
    available_idr: figures.available,
    available_after_idr: figures.available - amount,
    processing_hours: WITHDRAWAL_PROCESSING_HOURS,
    bank,
  };
  return { quote, figures };
}

/** `POST /balance/pre`: the quote of a withdrawal, before it is confirmed. Reads only. */
export async function quoteWithdrawal(deps: BalanceDeps, caller: MoneyActor, amount: number): Promise<WithdrawalQuote> {
  return (await quoteOf(deps.db, caller, amount)).quote;
}

/** Takes `amount` out of the balance under the company's balance lock: checks, inserts, audits, tells the owners. */
async function requestWithdrawal(trx: Db, caller: MoneyActor, amount: number, now: Date) {
  const companyId = caller.company.id;
  const { quote, figures: before } = await quoteOf(trx, caller, amount);
  const at = now.toISOString();
  const row = await insertWithdrawal(trx, {
    company_id: companyId,
    requested_by: caller.user.id,
    status: 'waiting',
    amount_idr: amount,
    bank_charge_idr: quote.bank_charge_idr,
    total_idr: quote.total_idr,
    ...quote.bank,
    payment_code: null,
    created_at: at,
    process_by: new Date(now.getTime() + WITHDRAWAL_PROCESSING_HOURS * 3_600_000).toISOString(),
  });
  await recordMove(trx, {
    actorUserId: caller.user.id,
    action: 'withdrawal_requested',
    companyId,
    account: 'dsp',
    amount: -amount,
    before,
    after: { balance: before.balance - amount, available: before.available - amount },
    subject: row.reference,
    detail: `${quote.bank.bank_name} ${quote.bank.account_number}`,
    at,
  });
  await notifyOwners(trx, [companyId], {
    subject: { type: 'withdrawal', id: row.id },
    message: {
      key: NOTICE_MESSAGES.withdrawalRequested,
      values: { reference: row.reference, amount: String(amount), hours: String(WITHDRAWAL_PROCESSING_HOURS) },
    },
    categoryId: NOTIFICATION_CATEGORY.finance,
    isImportant: false,
    url: WITHDRAWALS_URL,
    feature: MONEY_FEATURE,
  });
  return row;
}

/**
 * `POST /balance/confirm`: withdraws `amount` once per Idempotency-Key (`runOnce`, the amount its
 * fingerprint). The first request's answer (the withdrawal, or the business error that refused it) is
 * stored with the key, the withdrawal's in the same transaction as the debit, and every later request
 * with the key gets it back.
 */
export async function confirmWithdrawal(
  deps: BalanceDeps,
  caller: MoneyActor,
  request: { amount: number; key: string; requestId: string },
): Promise<OnceAnswer<{ data: Withdrawal }>> {
  if (!mayWithdraw(caller)) throw new AppError('permission_denied');
  const now = deps.now();
  return runOnce(
    deps.db,
    {
      companyId: caller.company.id,
      userId: caller.user.id,
      key: request.key,
      fingerprint: String(request.amount),
      requestId: request.requestId,
      now,
      lockCompanyIds: [caller.company.id],
    },
    async (trx) => ({ data: withdrawalOf(await requestWithdrawal(trx, caller, request.amount, now)) }),
  );
}

/** When the company's first withdrawal was paid, or null while none has been. */
export function firstWithdrawalPaidAt(db: Db, companyId: number): Promise<string | null> {
  return findFirstPaidAt(db, companyId);
}
