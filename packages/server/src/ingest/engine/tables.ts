import type { ReportSource } from '@irama/contracts';
import type { Generated, Selectable } from 'kysely';
import type { Flag, JsonText, Timestamp } from '../../db/schema.ts';

/** The YouTube revenue reports (ad-supported, Premium, Shorts, license fees, paid features) and their test. */
export {
  isYoutubeReportSource as isYoutubeSource,
  YOUTUBE_REPORT_SOURCES as YOUTUBE_SOURCES,
  type YoutubeReportSource as YoutubeSource,
} from '@irama/contracts';
/** Where a report comes from: a YouTube revenue report, a DDEX DSR or a store's CSV/TSV. */
export type IngestSource = ReportSource;

/**
 * parsing → parsed → published; a failed run keeps its errors; a replaced run lost its facts to a corrected file.
 * A DSR whose summary totals disagree with its body is held in needs_review (facts written, not publishable)
 * until staff accept it (→ parsed) or reject it (→ rejected, its facts deleted).
 */
export type RunStatus = 'parsing' | 'parsed' | 'needs_review' | 'failed' | 'published' | 'replaced' | 'rejected';

/** Migration 0004: one ingested file (owned by the distributor's company). */
export interface IngestRunsTable {
  id: Generated<number>;
  company_id: number;
  source: IngestSource;
  store: string;
  period: string;
  kind: 'regular' | 'adjustment';
  file_name: string;
  sha256: string;
  status: RunStatus;
  total_rows: number;
  matched_rows: number;
  unmatched_rows: number;
  error_rows: number;
  total_micros: number;
  file_total_micros: number | null;
  total_idr: number;
  errors: JsonText;
  created_at: Timestamp;
  finished_at: Timestamp | null;
  published_at: Timestamp | null;
  /** Migration 0013: a DSR's summary checks (`RunSummaryCheck[]` as JSON, one per SY record); '[]' for other sources. */
  summary_checks: Generated<JsonText>;
}

/** Migration 0013: staff's decision on a run held for review, with their reason (owned by the distributor). */
export interface IngestRunReviewsTable {
  id: Generated<number>;
  company_id: number;
  run_id: number;
  decision: 'accepted' | 'rejected';
  reason: string;
  /** Null once the reviewer's account is deleted; their name stays. */
  reviewer_id: number | null;
  reviewer_name: string;
  created_at: Timestamp;
}

export interface StoreMappingsTable {
  id: Generated<number>;
  company_id: number;
  store: string;
  mapping: JsonText;
  updated_at: Timestamp;
}

/** Migration 0021: whether a store pays for streams, by its key (`storeKey`); a store without a row does. */
export interface StoreTermsTable {
  id: Generated<number>;
  company_id: number;
  store: string;
  is_monetised: Flag;
  updated_at: Timestamp;
}

/** The YouTube catalogue side of attribution: which company owns an asset, custom id, label, channel or ISRC. */
export interface YoutubeAssetsTable {
  id: Generated<number>;
  company_id: number;
  asset_id: string | null;
  custom_id: string | null;
  asset_label: string | null;
  channel_id: string | null;
  title: string | null;
  isrc: string | null;
  created_at: Timestamp;
  /** Migration 0011: what the asset reports tell the catalogue about the asset. */
  asset_type: Generated<string>;
  /** Ownership territories, space-separated ISO codes or WW. */
  territories: Generated<string>;
  views: Generated<number>;
  artist: Generated<string | null>;
  /** Migration 0020: the channel that uploaded the video the asset stands for, when it is not the partner's. */
  uploader: Generated<string | null>;
  /** `cover` or `fan_upload`, with `uploader`. */
  upload_kind: Generated<string | null>;
}

export interface RevenueSharesTable {
  id: Generated<number>;
  company_id: number;
  key_kind: 'asset' | 'isrc' | 'upc';
  key_value: string;
  co_owner: string;
  share_bps: number;
  created_at: Timestamp;
}

/**
 * Migration 0008: a run's attributed rows, a block of lines at a time (`fact-lines.ts` writes and reads
 * them). The block belongs to the run's company; each line names the company it was attributed to.
 */
export interface UsageFactBlocksTable {
  id: Generated<number>;
  company_id: number;
  run_id: number;
  row_count: number;
  /** The facts' lines in UTF-8. */
  facts: Buffer;
}

export interface UnmatchedRowsTable {
  id: Generated<number>;
  company_id: number;
  run_id: number;
  line: number;
  keys: JsonText;
  title: string | null;
  details: JsonText;
  gross_micros: number;
  gross_idr: number;
  status: 'open' | 'assigned' | 'not_ours';
  assigned_company_id: number | null;
  updated_at: Timestamp;
}

/**
 * The report dimensions a rollup row sums over; the other dimension columns hold ''. `item_country`
 * (migration 0012; store and DSR runs too since the DSP report) fills both item_key and country.
 */
export type RollupGrain = 'country' | 'item' | 'day' | 'item_country';

export interface RevenueRollupsTable {
  id: Generated<number>;
  company_id: number;
  run_id: number;
  grain: RollupGrain;
  period: string;
  source: string;
  store: string;
  country: string;
  item_key: string;
  day: string;
  row_count: number;
  units: number;
  gross_micros: number;
  nett_micros: number;
  shared_micros: number;
  gross_idr: number;
  nett_idr: number;
}

export interface FxRatesTable {
  id: Generated<number>;
  company_id: number;
  period: string;
  currency: string;
  /** Rupiah per one unit of the currency × 10^6. */
  rate_scaled: number;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  company_id: number;
  source: string;
  period: string;
  /** A YouTube payment debits what its period credited: 'payout', or 'adjustment_payout' for the adjustment report. */
  kind: 'credit' | 'withdrawal' | 'adjustment' | 'payout' | 'adjustment_payout';
  amount_idr: number;
  run_ids: JsonText;
  created_at: Timestamp;
}

/** Migration 0012: a company's published YouTube period, regular or adjustment, and the rate it was converted at. */
export interface YoutubeReportPeriodsTable {
  id: Generated<number>;
  company_id: number;
  period: string;
  kind: IngestRunsTable['kind'];
  rate_scaled: number | null;
  published_at: Timestamp;
}

/** The sums every report row keeps. */
export interface ReportSums {
  views: number;
  gross_micros: number;
  nett_micros: number;
  shared_micros: number;
  gross_idr: number;
  nett_idr: number;
}

/** Migration 0012: one asset of a published YouTube period, ranked by gross in the company and in its project. */
export interface YoutubeReportAssetsTable extends ReportSums {
  id: Generated<number>;
  company_id: number;
  period: string;
  kind: IngestRunsTable['kind'];
  asset_id: string;
  /** The asset's first catalogue label; '' without one. */
  project: string;
  title: string | null;
  artist: string | null;
  is_co_owned: Flag;
  rank: number;
  project_rank: number;
}

/** Migration 0012: one project of a published YouTube period. */
export interface YoutubeReportProjectsTable extends ReportSums {
  id: Generated<number>;
  company_id: number;
  period: string;
  kind: IngestRunsTable['kind'];
  project: string;
  assets: number;
}

/** Migration 0012: the co-owned assets of one project of a published YouTube period, and their co-owners. */
export interface YoutubeReportCoProjectsTable extends YoutubeReportProjectsTable {
  /** JSON: `[{ name, share_bps }]`, by name. */
  co_owners: JsonText;
}

export type IngestRunRow = Selectable<IngestRunsTable>;
export type IngestRunReviewRow = Selectable<IngestRunReviewsTable>;
export type UnmatchedRow = Selectable<UnmatchedRowsTable>;

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    ingest_runs: IngestRunsTable;
    ingest_run_reviews: IngestRunReviewsTable;
    store_mappings: StoreMappingsTable;
    store_terms: StoreTermsTable;
    youtube_assets: YoutubeAssetsTable;
    revenue_shares: RevenueSharesTable;
    usage_fact_blocks: UsageFactBlocksTable;
    unmatched_rows: UnmatchedRowsTable;
    revenue_rollups: RevenueRollupsTable;
    fx_rates: FxRatesTable;
    ledger_entries: LedgerEntriesTable;
    youtube_report_periods: YoutubeReportPeriodsTable;
    youtube_report_assets: YoutubeReportAssetsTable;
    youtube_report_projects: YoutubeReportProjectsTable;
    youtube_report_co_projects: YoutubeReportCoProjectsTable;
  }
}
