import {
  type Language,
  MIN_WITHDRAWAL_IDR,
  NOTICE_MESSAGES,
  WITHDRAWAL_BANK_CHARGE_IDR,
  WITHDRAWAL_PROCESSING_HOURS,
  type Withdrawal,
  type WithdrawalHistoryQuerySchema,
  type WithdrawalQuote,
} from '@irama/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import type { OnceAnswer } from '../../lib/idempotent-reply.ts';
import type { TableFile } from '../../lib/table-file.ts';
import { companyBankAccount } from '../companies/index.ts';
import { NOTIFICATION_CATEGORY, notifyOwners } from '../notifications/index.ts';
import { countWithdrawals, insertWithdrawal, withdrawalPage } from './balance.repository.ts';
import {
  type BalanceDeps,
  inBatches,
  MONEY_FEATURE,
  type MoneyActor,
  mayWithdraw,
  readPage,
  WITHDRAWALS_URL,
} from './balance.service.ts';
import type { WithdrawalsTable } from './balance.tables.ts';
import { runOnce } from './idempotency.service.ts';
import { dspFigures, recordMove } from './money.repository.ts';

type WithdrawalRow = Selectable<WithdrawalsTable>;
type HistoryQuery = z.output<typeof WithdrawalHistoryQuerySchema>;

/** A withdrawal as its company reads it. */
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

/** `GET /balance/history`: a page of the company's withdrawals, newest first. */
export async function withdrawalHistory(deps: BalanceDeps, companyId: number, query: HistoryQuery) {
  const read = { rows: withdrawalPage, count: countWithdrawals };
  return readPage(deps.db, companyScope(companyId), { status: query.status }, query, read, withdrawalOf);
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

/** The withdrawal history (of one status, or all) as a file. */
export function withdrawalHistoryFile(deps: BalanceDeps, companyId: number, query: HistoryQuery, language: Language) {
  async function* batches() {
    for await (const rows of inBatches((offset, limit) =>
      withdrawalPage(deps.db, companyScope(companyId), { status: query.status }, offset, limit),
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

/** What a withdrawal of `amount` would be, and the balance it is taken from; refuses it as confirming it would. */
async function quoteOf(db: Db, caller: MoneyActor, amount: number) {
  if (!mayWithdraw(caller)) throw new AppError('permission_denied');
  const companyId = caller.company.id;
  const [bank, figures] = await Promise.all([
    companyBankAccount(db, companyId),
    dspFigures(db, companyScope(companyId)),
  ]);
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
  const scope = companyScope(companyId);
  const { quote, figures: before } = await quoteOf(trx, caller, amount);
  const at = now.toISOString();
  const row = await insertWithdrawal(trx, scope, {
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
  await recordMove(trx, scope, {
    actorUserId: caller.user.id,
    action: 'withdrawal_requested',
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
