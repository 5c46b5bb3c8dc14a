/** The report sources the upload form offers; the server also accepts `youtube-premium` for the CLI. */
export const REPORT_SOURCES = ['youtube', 'youtube_premium', 'dsr', 'store'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];
/** What the upload form takes: a report of one of the sources, or a daily analytics feed. */
export const UPLOAD_TYPES = [...REPORT_SOURCES, 'analytics'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** A problem the server found in a file, with its line number (0 when it concerns the whole file). */
export interface RunIssue {
  code: string;
  line: number;
  message: string;
}

/** One ingested file, as `GET /api/ops/ingest/runs` shows it. */
export interface IngestRun {
  id: number;
  source: string;
  store: string;
  period: string;
  kind: string;
  file_name: string;
  sha256: string;
  status: 'parsing' | 'parsed' | 'failed' | 'published' | 'replaced';
  total_rows: number;
  matched_rows: number;
  unmatched_rows: number;
  error_rows: number;
  total_micros: number;
  file_total_micros: number | null;
  total_idr: number;
  errors: RunIssue[];
  created_at: string;
  finished_at: string | null;
  published_at: string | null;
}

/** A run's status and row counts, as its list and its panel show them. */
export type RunCounts = Pick<
  IngestRun,
  'id' | 'status' | 'total_rows' | 'matched_rows' | 'unmatched_rows' | 'error_rows'
>;

/** One ingested daily analytics feed, as `GET /api/ops/ingest/analytics/runs` shows it. */
export interface AnalyticsRun extends RunCounts {
  /** Empty when the file failed before its first row was read, like `store` and `period`. */
  feed: 'asset' | 'channel' | 'dsp' | '';
  /** `youtube` for asset and channel feeds. */
  store: string;
  period: string;
  file_name: string;
  sha256: string;
  status: Exclude<IngestRun['status'], 'published'>;
  errors: RunIssue[];
  created_at: string;
  finished_at: string | null;
}

/** The answer to an upload: the run, and whether the same content (SHA-256) had been ingested before. */
export interface UploadResult<R> {
  data: R;
  already_ingested: boolean;
}

export interface Page<T> {
  results: T[];
  page: number;
  limit: number;
}

/** One company's share of a run's rows; micros are in the file currency, IDR in whole rupiah. */
export interface CompanyTotals {
  company_id: number;
  rows: number;
  gross_micros: number;
  nett_micros: number;
  shared_micros: number;
  gross_idr: number;
  nett_idr: number;
}

export interface Amounts {
  gross_micros: number;
  gross_idr: number;
}

/** `GET /api/ops/ingest/runs/:id`: the run, its companies' totals and the file totals to compare. */
export interface RunDetail {
  run: IngestRun;
  companies: CompanyTotals[];
  unmatched: (Amounts & { status: string; rows: number })[];
  totals: { file: Amounts; attributed: Amounts; is_balanced: boolean };
}

/** A row that matched nobody in the catalogue. */
export interface UnmatchedRow extends Amounts {
  id: number;
  run_id: number;
  line: number;
  keys: Record<string, string | null>;
  title: string | null;
  status: 'open' | 'assigned' | 'not_ours';
  assigned_company_id: number | null;
}

export type ResolveDecision = { action: 'assign'; company_id: number; asset_id?: string } | { action: 'not_ours' };

/** The parsed runs one publish covers: a source's period, for one store. */
export interface PeriodKey {
  source: string;
  period: string;
  store: string;
}

export const DELIMITERS = [',', '\t', ';'] as const;
export const DECIMAL_SEPARATORS = ['.', ','] as const;
export const PERIOD_FORMATS = ['YYYY-MM', 'YYYYMM', 'YYYY-MM-DD', 'YYYYMMDD', 'DD/MM/YYYY', 'MM/YYYY'] as const;
/** The columns a store file must have, then the ones it may have, in the order the form shows them. */
export const REQUIRED_COLUMNS = ['period', 'artist', 'title', 'units', 'revenue'] as const;
export const OPTIONAL_COLUMNS = ['isrc', 'upc', 'country', 'store', 'currency'] as const;
export type ColumnRole = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

/** How one store writes its report (server `ingest/store/mapping.ts`). */
export interface StoreColumnMapping {
  store: string;
  delimiter: (typeof DELIMITERS)[number];
  decimalSeparator: (typeof DECIMAL_SEPARATORS)[number];
  periodFormat: (typeof PERIOD_FORMATS)[number];
  columns: Partial<Record<ColumnRole, string>>;
  /** Every row's currency when the file has no currency column. */
  currency?: string;
}

export interface SavedStoreMapping {
  mapping: StoreColumnMapping;
  updated_at: string;
}

/** A period's rupiah rate for one currency; `rate` is an exact decimal string. */
export interface FxRate {
  period: string;
  currency: string;
  rate: string;
  /** The period has published runs: the rate is final. */
  is_published: boolean;
}
