import type { HoldReason, MoneyMove, WithdrawalStatus } from '@irama/contracts';
import type { Generated } from 'kysely';
import type { JsonText, Timestamp } from '../../db/schema.ts';

/** Migration 0016: a request to take money out of the DSP balance, with the bank data it goes to. */
export interface WithdrawalsTable {
  id: Generated<number>;
  company_id: number;
  /** Public reference, `WD-<year>-<id padded to 6>`. */
  reference: string;
  requested_by: number | null;
  status: WithdrawalStatus;
  /** What left the balance. */
  amount_idr: number;
  bank_charge_idr: number;
  /** What reaches the account: the amount less the bank charge. */
  total_idr: number;
  bank_name: string;
  account_number: string;
  bank_branch: string;
  account_holder: string;
  payment_code: string | null;
  created_at: Timestamp;
  process_by: Timestamp;
  paid_at: Timestamp | null;
  paid_by: number | null;
  rejected_at: Timestamp | null;
  rejected_by: number | null;
  reject_reason: string | null;
}

/** Migration 0016: an amount staff hold back from the available balance, with its reason. */
export interface BalanceHoldsTable {
  id: Generated<number>;
  company_id: number;
  amount_idr: number;
  reason: HoldReason;
  note: string;
  isrc: string | null;
  track_title: string | null;
  store: string | null;
  period: string | null;
  created_at: Timestamp;
  created_by: number | null;
  released_at: Timestamp | null;
  released_by: number | null;
  release_note: string | null;
}

/** Migration 0016: one Idempotency-Key of a company, and the response its first request got. */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  company_id: number;
  key: string;
  user_id: number | null;
  /** What the request asked for (the amount): the same key with another one is refused. */
  fingerprint: string;
  state: 'in_flight' | 'done';
  response_status: number | null;
  response_body: JsonText | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0016: one money move, written in its transaction; the database refuses updates and deletes. */
export interface MoneyAuditTable {
  id: Generated<number>;
  at: Timestamp;
  /** The staff or user who moved it; null for the system (a publish run by a command). */
  actor_user_id: number | null;
  action: MoneyMove;
  company_id: number;
  account: 'dsp' | 'youtube';
  amount_idr: number;
  balance_before_idr: number;
  balance_after_idr: number;
  available_before_idr: number;
  available_after_idr: number;
  subject: string;
  detail: string;
}

/** Migration 0028: what the DSP balance paid for (a Music Bank licence, a paylater repayment). */
export interface BalanceSpendsTable {
  id: Generated<number>;
  company_id: number;
  kind: SpendKind;
  amount_idr: number;
  /** What was paid: a Music Bank request's or a paylater's reference. */
  subject: string;
  detail: string;
  /** The published credit a repayment was taken from, with its source and period. */
  ledger_entry_id: number | null;
  source: string | null;
  period: string | null;
  created_at: Timestamp;
  created_by: number | null;
}

/** The money moves that spend from the balance. */
export type SpendKind = Extract<MoneyMove, 'musicbank_payment' | 'paylater_repayment'>;

declare module '../../db/schema.ts' {
  interface Database {
    withdrawals: WithdrawalsTable;
    balance_holds: BalanceHoldsTable;
    idempotency_keys: IdempotencyKeysTable;
    money_audit: MoneyAuditTable;
    balance_spends: BalanceSpendsTable;
  }
}
