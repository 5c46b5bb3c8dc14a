import type { PaylaterStatus, PaylaterTransactionKind } from '@irama/contracts';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** Migration 0028: a licence fee the distributor paid for a company, repaid from its later DSP credits. */
export interface PaylatersTable {
  id: Generated<number>;
  company_id: number;
  /** Public reference, `PL-<year>-<id padded to 6>`. */
  reference: string;
  /** The Music Bank request it paid (owned by the musicbank module), by id and reference. */
  request_id: number;
  request_reference: string;
  item_title: string;
  fee_idr: number;
  service_charge_idr: number;
  /** Fee and service charge: all that is ever repaid. */
  total_idr: number;
  repaid_idr: number;
  status: PaylaterStatus;
  created_at: Timestamp;
  created_by: number | null;
  repaid_at: Timestamp | null;
}

/** Migration 0028: one line of a paylater: its opening, or a repayment taken from a published credit. */
export interface PaylaterTransactionsTable {
  id: Generated<number>;
  company_id: number;
  paylater_id: number;
  kind: PaylaterTransactionKind;
  amount_idr: number;
  outstanding_after_idr: number;
  ledger_entry_id: number | null;
  credit_source: string | null;
  credit_period: string | null;
  credit_amount_idr: number | null;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    paylaters: PaylatersTable;
    paylater_transactions: PaylaterTransactionsTable;
  }
}
