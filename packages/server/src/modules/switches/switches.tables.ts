import type { SwitchKey } from '@irama/contracts';
import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/schema.ts';

/** Migration 0025: one portal-wide feature switch (distributor rows); a switch without a row is off. */
export interface FeatureSwitchesTable {
  company_id: number;
  key: SwitchKey;
  is_on: Flag;
  updated_at: Timestamp;
}

/** Migration 0025: one change of a switch, by whom and when (distributor rows). */
export interface FeatureSwitchAuditTable {
  id: Generated<number>;
  company_id: number;
  key: SwitchKey;
  was_on: Flag;
  is_on: Flag;
  /** The staff user who changed it; null once that account is deleted. */
  actor_user_id: number | null;
  at: Timestamp;
}

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    feature_switches: FeatureSwitchesTable;
    feature_switch_audit: FeatureSwitchAuditTable;
  }
}
