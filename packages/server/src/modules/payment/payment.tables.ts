import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** Migration 0012: one transfer of a project's YouTube revenue for one report period, and its tax proof. */
export interface YoutubePaymentsTable {
  id: Generated<number>;
  company_id: number;
  /** The payment's public reference (random hex), the `hash` of the history calls. */
  hash: string;
  payment_period: string;
  report_period: string;
  kind: 'regular' | 'adjustment';
  project: string;
  /** Staff's note in Indonesian; `description_en` (migration 0022) the same in English. Either may be empty. */
  description: string;
  description_en: Generated<string>;
  amount_idr: number;
  paid_at: Timestamp;
  paid_by: number | null;
  /** YYYY-MM-DD, the last day the tax proof is on time. */
  tax_deadline: string;
  tax_proof_url: string | null;
  tax_proof_name: string | null;
  tax_proof_uploaded_at: Timestamp | null;
  /** When the owners were reminded of the deadline; once per payment. */
  reminded_at: Timestamp | null;
}

declare module '../../db/schema.ts' {
  interface Database {
    youtube_payments: YoutubePaymentsTable;
  }
}
