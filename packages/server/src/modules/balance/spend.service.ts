import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import type { SpendKind } from './balance.tables.ts';
import {
  type DspFigures,
  dspCreditedBetween,
  dspFigures,
  insertSpend,
  lockCompanyBalance,
  recordMove,
} from './money.repository.ts';

/** One payment from a company's DSP balance, and the published credit it was taken from (a repayment). */
export interface Spend {
  companyId: number;
  actorUserId: number | null;
  /** Whole rupiah, more than zero. */
  amount: number;
  kind: SpendKind;
  /** What was paid: a Music Bank request's or a paylater's reference. */
  subject: string;
  detail: string;
  at: string;
  credit?: { ledgerEntryId: number; source: string; period: string };
}

/**
 * Inside a balance-locked transaction: takes `amount` from the company's DSP balance (refused with
 * `balance.insufficient` when less is available), writes the spend and its money audit line.
 */
export async function spendFromBalance(trx: Db, spend: Spend): Promise<void> {
  if (!Number.isSafeInteger(spend.amount) || spend.amount <= 0) {
    throw new Error(`a spend is a whole positive rupiah amount, not ${spend.amount}`);
  }
  // Taking the lock again in the same transaction is free, and makes a caller that forgot it safe.
  await lockCompanyBalance(trx, spend.companyId);
  const scope = companyScope(spend.companyId);
  const before = await dspFigures(trx, scope);
  if (before.available < spend.amount) throw new AppError('balance.insufficient');
  await insertSpend(trx, scope, {
    kind: spend.kind,
    amount_idr: spend.amount,
    subject: spend.subject,
    detail: spend.detail,
    ledger_entry_id: spend.credit?.ledgerEntryId ?? null,
    source: spend.credit?.source ?? null,
    period: spend.credit?.period ?? null,
    created_at: spend.at,
    created_by: spend.actorUserId,
  });
  await recordMove(trx, scope, {
    actorUserId: spend.actorUserId,
    action: spend.kind,
    account: 'dsp',
    amount: -spend.amount,
    before,
    after: { balance: before.balance - spend.amount, available: before.available - spend.amount },
    subject: spend.subject,
    detail: spend.detail,
    at: spend.at,
  });
}

/** A company's DSP balance as it is now: what paylater's repayment may take without going below zero. */
export function dspBalanceOf(db: Db, companyId: number): Promise<DspFigures> {
  return dspFigures(db, companyScope(companyId));
}

/** A company's DSP credits (adjustments included) written after `after` and up to `until`: the paylater limit's base. */
export function dspCreditsBetween(db: Db, companyId: number, after: Date, until: Date): Promise<number> {
  return dspCreditedBetween(db, companyScope(companyId), after.toISOString(), until.toISOString());
}
