import type { Generated, Selectable } from 'kysely';
import type { JsonText, Timestamp } from '../../db/schema.ts';
import type { AnalyticsBreakdown, AnalyticsFeed } from './columns.ts';

/** Migration 0005: one ingested analytics feed (owned by the distributor's company); `replaced` lost its rollups to a newer file. */
export interface AnalyticsRunsTable {
  id: Generated<number>;
  company_id: number;
  /** '' (with store and period) on a failed run whose rows were never read. */
  feed: AnalyticsFeed | '';
  store: string;
  period: string;
  file_name: string;
  sha256: string;
  status: 'parsing' | 'parsed' | 'failed' | 'replaced';
  total_rows: number;
  matched_rows: number;
  unmatched_rows: number;
  errors: JsonText;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface AnalyticsRollupsTable {
  id: Generated<number>;
  company_id: number;
  run_id: number;
  feed: AnalyticsFeed;
  store: string;
  period: string;
  day: string;
  item_key: string;
  channel_id: string;
  country: string;
  breakdown: AnalyticsBreakdown;
  traffic_source: string;
  gender: string;
  age_group: string;
  operating_system: string;
  row_count: number;
  views: number;
  watch_seconds: number;
  revenue_micros: number;
  subscribers_gained: number;
  subscribers_lost: number;
  listeners: number;
  saves: number;
  completions: number;
}

/** Migration 0015: the rollups summed over items, for company-wide figures. */
export type AnalyticsDailyTable = Omit<AnalyticsRollupsTable, 'item_key' | 'channel_id'>;

export type AnalyticsRunRow = Selectable<AnalyticsRunsTable>;

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    analytics_runs: AnalyticsRunsTable;
    analytics_rollups: AnalyticsRollupsTable;
    analytics_daily: AnalyticsDailyTable;
  }
}
