import { z } from 'zod';
import { IdParamSchema, RowIdSchema } from '../shared/decimal.ts';
import { PageQuerySchema } from '../shared/paging.ts';
import { requiredText } from '../shared/text.ts';
import { REPORT_SOURCES } from './uploads.ts';

/** A problem found in a file, with its line number (0 when it concerns the whole file). */
export const RunIssueSchema = z.object({ code: z.string(), line: z.number(), message: z.string() });
export type RunIssue = z.infer<typeof RunIssueSchema>;

/** Every status a report run can have. */
export const RUN_STATUSES = [
  'parsing',
  'parsed',
  'needs_review',
  'failed',
  'published',
  'replaced',
  'rejected',
] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const IngestRunSchema = z
  .object({
    id: z.number(),
    source: z.enum(REPORT_SOURCES),
    store: z.string(),
    period: z.string(),
    kind: z
      .enum(['regular', 'adjustment'])
      .describe('regular, or adjustment for a file that changes a published period'),
    file_name: z.string(),
    sha256: z.string(),
    status: z
      .enum(RUN_STATUSES)
      .describe(
        'parsing, parsed, needs_review (a DSR whose summary totals disagree with its body: held, not publishable, until staff accept or reject it), failed, published, replaced or rejected',
      ),
    total_rows: z.number(),
    matched_rows: z.number(),
    unmatched_rows: z.number(),
    error_rows: z.number(),
    total_micros: z.number().describe('Sum of the rows in micro-units of the file currency'),
    file_total_micros: z.number().nullable(),
    total_idr: z.number().describe('Sum of the rows in rupiah'),
    errors: z.array(RunIssueSchema).describe('Problems with their line numbers'),
    created_at: z.string(),
    finished_at: z.string().nullable(),
    published_at: z.string().nullable(),
  })
  .describe('One ingested file');
export type IngestRun = z.infer<typeof IngestRunSchema>;

/** Which analytics a feed carries: YouTube assets (videos), YouTube channels, or one store's tracks. */
export const ANALYTICS_FEEDS = ['asset', 'channel', 'dsp'] as const;
export type AnalyticsFeed = (typeof ANALYTICS_FEEDS)[number];

export const AnalyticsRunSchema = z
  .object({
    id: z.number(),
    feed: z.enum([...ANALYTICS_FEEDS, '']).describe('asset, channel or dsp; empty when the file failed unread'),
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
    errors: z.array(RunIssueSchema).describe('Problems with their line numbers'),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .describe('One ingested daily analytics feed');
export type AnalyticsRun = z.infer<typeof AnalyticsRunSchema>;

/** The answer to an upload: the run, and whether the same content had been ingested before. */
const uploadResponseOf = <S extends z.ZodType>(run: S) =>
  z.object({ data: run, already_ingested: z.boolean().describe('The same content (SHA-256) was ingested before') });
export const ReportUploadResponseSchema = uploadResponseOf(IngestRunSchema);
export type ReportUploadResponse = z.infer<typeof ReportUploadResponseSchema>;
export const AnalyticsUploadResponseSchema = uploadResponseOf(AnalyticsRunSchema);
export type AnalyticsUploadResponse = z.infer<typeof AnalyticsUploadResponseSchema>;

/** Micro-units of the file currency and whole rupiah. */
export const AmountsSchema = z.object({ gross_micros: z.number(), gross_idr: z.number() });
export type Amounts = z.infer<typeof AmountsSchema>;

/** One company's share of a run's rows. */
export const CompanyTotalsSchema = z.object({
  company_id: z.number(),
  rows: z.number(),
  gross_micros: z.number(),
  nett_micros: z.number(),
  shared_micros: z.number(),
  gross_idr: z.number(),
  nett_idr: z.number(),
});
export type CompanyTotals = z.infer<typeof CompanyTotalsSchema>;

/** One DSR summary record's declared totals beside the totals of the sales lines it summarises. */
export const RunSummaryCheckSchema = z
  .object({
    key: z.string().describe('SummaryRecordId, with the RightsController when the summary names one'),
    file: z.string().nullable(),
    line: z.number().nullable().describe('The SY line; null for sales lines without a summary record'),
    currency: z.string().nullable(),
    declared_usages: z.number().nullable(),
    body_usages: z.number(),
    declared_net_revenue_micros: z.number().nullable().describe('Micro-units of the summary currency'),
    body_net_revenue_micros: z.number(),
    is_match: z.boolean(),
  })
  .describe("A DSR summary's declared totals against its body's");
export type RunSummaryCheck = z.infer<typeof RunSummaryCheckSchema>;

/** Staff's decision on a run held for review. */
export const RunReviewSchema = z.object({
  decision: z.enum(['accepted', 'rejected']),
  reason: z.string(),
  reviewer_name: z.string(),
  created_at: z.string(),
});
export type RunReview = z.infer<typeof RunReviewSchema>;

/** `GET /api/ops/ingest/runs/:id`: the run, its companies' totals and the file totals to compare. */
export const RunDetailSchema = z.object({
  run: IngestRunSchema,
  companies: z.array(CompanyTotalsSchema),
  unmatched: z.array(z.object({ status: z.string(), rows: z.number(), ...AmountsSchema.shape })),
  totals: z.object({ file: AmountsSchema, attributed: AmountsSchema, is_balanced: z.boolean() }),
  checks: z
    .array(RunSummaryCheckSchema)
    .describe(
      'A DSR’s summary checks, one per SY record (any that disagrees held the run for review); empty for other sources',
    ),
  reviews: z.array(RunReviewSchema).describe('Staff decisions on the run, oldest first'),
});
export type RunDetail = z.infer<typeof RunDetailSchema>;

/** Query of `GET /api/ops/ingest/runs`: every run, or those of one status. */
export const RunsQuerySchema = PageQuerySchema.extend({
  status: z.enum(RUN_STATUSES).optional().describe('Only runs of this status'),
});

/** Body of `POST /api/ops/ingest/runs/:id/accept` and `/reject`: why, kept with the run. */
export const ReviewRunRequestSchema = z.object({
  reason: requiredText(2000, { isMultiline: true, requiredKey: 'ingest.review.reason.required' }).describe(
    'Why the run is accepted or rejected; shown in its history',
  ),
});
export type ReviewRunRequest = z.infer<typeof ReviewRunRequestSchema>;

/** A row that matched nobody in the catalogue. */
export const UnmatchedRowSchema = z.object({
  id: z.number(),
  run_id: z.number(),
  line: z.number(),
  keys: z.record(z.string(), z.string().nullable()),
  title: z.string().nullable(),
  ...AmountsSchema.shape,
  status: z.enum(['open', 'assigned', 'not_ours']),
  assigned_company_id: z.number().nullable(),
});
export type UnmatchedRow = z.infer<typeof UnmatchedRowSchema>;

/** Query of `GET /api/ops/ingest/unmatched`: every run's open rows, or one run's. */
export const UnmatchedQuerySchema = PageQuerySchema.extend({ run: IdParamSchema.optional().describe('Only this run') });

/** Body of `POST /api/ops/ingest/unmatched/:id`: whose row it is, or that it is not the distributor's. */
export const ResolveUnmatchedRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('assign'),
    company_id: RowIdSchema.describe('The company the row belongs to'),
    asset_id: requiredText(100).optional().describe('Adds this asset id to the company catalogue'),
  }),
  z.object({ action: z.literal('not_ours').describe('The row is not the distributor’s repertoire') }),
]);
export type ResolveUnmatchedRequest = z.infer<typeof ResolveUnmatchedRequestSchema>;
