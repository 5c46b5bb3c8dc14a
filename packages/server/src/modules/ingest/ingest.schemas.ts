import { requiredText } from '@irama/contracts';
import { z } from 'zod';
import type { AnalyticsRunRow } from '../../ingest/analytics/index.ts';
import type { IngestRunRow } from '../../ingest/engine/index.ts';

export const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Report sources as staff name them; `youtube-premium` is accepted for the CLI's spelling. */
export const SourceSchema = z
  .enum(['youtube', 'youtube_premium', 'youtube-premium', 'dsr', 'store'])
  .transform((s) => (s === 'youtube-premium' ? 'youtube_premium' : s))
  .describe('Where the report comes from');

export const UploadFieldsSchema = z.object({
  type: SourceSchema,
  period: z.string().regex(PERIOD, 'ingest.period.invalid').optional().describe('YYYY-MM, when the file does not say'),
  store: requiredText(100).optional().describe('Store name (store files: its saved column mapping)'),
});

/** Both fields are refused with the message the upload form shows beside an analytics feed. */
const STATED_BY_FEED = 'ingest.upload.analyticsFields';

/** An analytics feed states its own feed, store and month, as `irama ingest --type analytics` insists too. */
export const AnalyticsUploadFieldsSchema = z.object({
  period: z.never(STATED_BY_FEED).optional().describe('Refused: the feed states its month'),
  store: z.never(STATED_BY_FEED).optional().describe('Refused: the feed states its store'),
});

export const PublishBodySchema = z.object({
  source: SourceSchema,
  period: z.string().regex(PERIOD, 'ingest.period.invalid').describe('YYYY-MM'),
  store: requiredText(100).optional().describe('Only this store (default: every store of the period)'),
});

export const ResolveBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('assign'),
    company_id: z.number().int().positive().describe('The company the row belongs to'),
    asset_id: requiredText(100).optional().describe('Adds this asset id to the company catalogue'),
  }),
  z.object({ action: z.literal('not_ours').describe('The row is not the distributor’s repertoire') }),
]);

const IssueSchema = z.object({ code: z.string(), line: z.number(), message: z.string() });
type Issue = z.infer<typeof IssueSchema>;

/** The answer to an upload: the run, and whether the same content had been ingested before. */
export const uploadResponse = <S extends z.ZodType>(run: S) =>
  z.object({ data: run, already_ingested: z.boolean().describe('The same content (SHA-256) was ingested before') });

export const RunSchema = z
  .object({
    id: z.number(),
    source: z.string(),
    store: z.string(),
    period: z.string(),
    kind: z.string().describe('regular, or adjustment for a file that changes a published period'),
    file_name: z.string(),
    sha256: z.string(),
    status: z.string().describe('parsing, parsed, failed, published or replaced'),
    total_rows: z.number(),
    matched_rows: z.number(),
    unmatched_rows: z.number(),
    error_rows: z.number(),
    total_micros: z.number().describe('Sum of the rows in micro-units of the file currency'),
    file_total_micros: z.number().nullable(),
    total_idr: z.number().describe('Sum of the rows in rupiah'),
    errors: z.array(IssueSchema).describe('Problems with their line numbers'),
    created_at: z.string(),
    finished_at: z.string().nullable(),
    published_at: z.string().nullable(),
  })
  .describe('One ingested file');

/** A run record as the API shows it. */
export function toRun(run: IngestRunRow): z.infer<typeof RunSchema> {
  const { company_id: _owner, errors, ...rest } = run;
  return { ...rest, errors: JSON.parse(errors) as Issue[] };
}

export const AnalyticsRunSchema = z
  .object({
    id: z.number(),
    feed: z.enum(['asset', 'channel', 'dsp', '']).describe('asset, channel or dsp; empty when the file failed unread'),
    store: z.string().describe('youtube for asset and channel feeds, else the store; empty on a failed run'),
    period: z.string().describe('YYYY-MM of the feed’s days; empty on a failed run'),
    file_name: z.string(),
    sha256: z.string(),
    status: z
      .enum(['parsing', 'parsed', 'failed', 'replaced'])
      .describe(
        'parsed runs are live; replaced ones lost their rollups to a newer file of the same feed, store and month',
      ),
    total_rows: z.number(),
    matched_rows: z.number(),
    unmatched_rows: z.number().describe('Rows of no company in the catalogue: counted, not queued for staff'),
    error_rows: z.number().describe('Problems found: a feed is refused whole at its first, so 0 or 1'),
    errors: z.array(IssueSchema).describe('Problems with their line numbers'),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .describe('One ingested daily analytics feed');

/** An analytics run record as the API shows it. */
export function toAnalyticsRun(run: AnalyticsRunRow): z.infer<typeof AnalyticsRunSchema> {
  const { company_id: _owner, errors, ...rest } = run;
  const issues = JSON.parse(errors) as Issue[];
  return { ...rest, error_rows: issues.length, errors: issues };
}

export const TotalsSchema = z.object({
  company_id: z.number(),
  rows: z.number(),
  gross_micros: z.number(),
  nett_micros: z.number(),
  shared_micros: z.number(),
  gross_idr: z.number(),
  nett_idr: z.number(),
});

export const UnmatchedSchema = z.object({
  id: z.number(),
  run_id: z.number(),
  line: z.number(),
  keys: z.record(z.string(), z.string().nullable()),
  title: z.string().nullable(),
  gross_micros: z.number(),
  gross_idr: z.number(),
  status: z.string(),
  assigned_company_id: z.number().nullable(),
});
