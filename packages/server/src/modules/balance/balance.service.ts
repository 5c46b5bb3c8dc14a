import {
  type BalanceInfo,
  MIN_WITHDRAWAL_IDR,
  NOTICE_MESSAGES,
  type NoticeSubject,
  type UserRole,
  WITHDRAWAL_BANK_CHARGE_IDR,
  WITHDRAWAL_PROCESSING_HOURS,
} from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { companyScope, type Scope } from '../../db/scope.ts';
import { companyBankAccount } from '../companies/index.ts';
import { NOTIFICATION_CATEGORY, type OwnerNotice } from '../notifications/index.ts';
import { findFirstPaidAt, lastCredit } from './balance.repository.ts';
import { dspFigures } from './money.repository.ts';

export interface BalanceDeps {
  db: Db;
  now: () => Date;
}

/** Where the owners' withdrawal and hold notices lead, and the icon they show (a wallet, not YouTube's payments). */
export const WITHDRAWALS_URL = '/riwayatpendapatan?tab=withdrawals';
export const HOLDS_URL = '/riwayatpendapatan?tab=holds';
export const MONEY_FEATURE = 'balance';

/** Who moves money: a partner user and their company, or a staff member (a Caller, or the demo seed). */
export type MoneyActor = { user: { id: number; role: UserRole }; company: { id: number } };

/** Only a company's owner takes its money out; admins and staff of the company see the balance. */
export const mayWithdraw = (caller: MoneyActor) => caller.user.role === 'owner';

/** A ledger source as a store and how its report came: `store:Spotify` → Spotify, a CSV/TSV report. */
export function sourceOf(source: string) {
  const [via, ...store] = source.split(':');
  return { via: via === 'dsr' ? ('dsr' as const) : ('store' as const), store: store.join(':') };
}

/** The staff member who settles, holds or releases: only who it is matters here. */
export type Staff = { user: { id: number } };

/** An important finance notice to a company's owners, leading to its withdrawals or its holds. */
export function noticeOf(key: keyof typeof NOTICE_MESSAGES, values: Record<string, string>, subject: NoticeSubject) {
  return {
    subject,
    message: { key: NOTICE_MESSAGES[key], values },
    categoryId: NOTIFICATION_CATEGORY.finance,
    isImportant: true,
    url: key === 'holdPlaced' || key === 'holdReleased' ? HOLDS_URL : WITHDRAWALS_URL,
    feature: MONEY_FEATURE,
  } satisfies OwnerNotice;
}

/** One page of a list (`read.rows`) with the whole list's count (`read.count`), read together. */
export async function readPage<F, R, T>(
  db: Db,
  scope: Scope,
  filter: F,
  query: { page: number; limit: number },
  read: {
    rows: (db: Db, scope: Scope, filter: F, offset: number, limit: number) => Promise<R[]>;
    count: (db: Db, scope: Scope, filter: F) => Promise<number>;
  },
  present: (row: R) => T,
) {
  const [rows, total] = await Promise.all([
    read.rows(db, scope, filter, (query.page - 1) * query.limit, query.limit),
    read.count(db, scope, filter),
  ]);
  return { results: rows.map(present), page: query.page, limit: query.limit, total };
}

/** `GET /balance/info`: the balance, what of it is available, waiting or held, and the last credit. */
export async function balanceInfo(deps: BalanceDeps, caller: MoneyActor): Promise<BalanceInfo> {
  const companyId = caller.company.id;
  const scope = companyScope(companyId);
  const [figures, bank, last] = await Promise.all([
    dspFigures(deps.db, scope),
    companyBankAccount(deps.db, companyId),
    lastCredit(deps.db, scope),
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

/** Reads a list in batches of 1,000 rows for a file. */
export async function* inBatches<T>(read: (offset: number, limit: number) => Promise<T[]>) {
  for (let offset = 0; ; offset += 1_000) {
    const rows = await read(offset, 1_000);
    yield rows;
    if (rows.length < 1_000) return;
  }
}

/** When the company's first withdrawal was paid, or null while none has been. */
export function firstWithdrawalPaidAt(db: Db, companyId: number): Promise<string | null> {
  return findFirstPaidAt(db, companyScope(companyId));
}
