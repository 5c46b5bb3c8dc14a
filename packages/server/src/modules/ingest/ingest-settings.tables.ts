import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** Where a rate change was made: the staff page, or `irama rates set` on the command line. */
export type RateChangeVia = 'ops' | 'cli';

/** Migration 0019: one change of a period's rate, by whom and from where (distributor rows). */
export interface FxRateAuditTable {
  id: Generated<number>;
  company_id: number;
  at: Timestamp;
  /** The staff user who changed it; null for the command line. */
  actor_user_id: number | null;
  via: RateChangeVia;
  period: string;
  currency: string;
  /** Rupiah per unit × 10^6 before the change; null for a new rate. */
  rate_before_scaled: number | null;
  rate_after_scaled: number;
}

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    fx_rate_audit: FxRateAuditTable;
  }
}
