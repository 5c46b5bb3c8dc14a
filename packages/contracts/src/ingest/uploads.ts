import { z } from 'zod';
import { requiredText } from '../shared/text.ts';

/** A report's month, `YYYY-MM`. */
export const ReportPeriodSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'ingest.period.invalid')
  .describe('YYYY-MM');

/** The report sources staff upload; the API also takes `youtube-premium`, the CLI's spelling. */
export const REPORT_SOURCES = [
  'youtube',
  'youtube_premium',
  'youtube_shorts',
  'youtube_license',
  'youtube_paid_features',
  'dsr',
  'store',
] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

export const ReportSourceSchema = z
  .enum([...REPORT_SOURCES, 'youtube-premium'])
  .transform((s) => (s === 'youtube-premium' ? 'youtube_premium' : s))
  .describe('Where the report comes from');

/** The form fields of `POST /api/ops/ingest` beside the file (and the options of `irama ingest`). */
export const ReportUploadFieldsSchema = z.object({
  type: ReportSourceSchema,
  period: ReportPeriodSchema.optional().describe('YYYY-MM, when the file does not say'),
  store: requiredText(100).optional().describe('Store name (store files: its saved column mapping)'),
});

/** Both fields are refused with the message the upload form shows beside an analytics feed. */
const STATED_BY_FEED = 'ingest.upload.analyticsFields';

/** An analytics feed states its own feed, store and month, as `irama ingest --type analytics` insists too. */
export const AnalyticsUploadFieldsSchema = z.object({
  period: z.never(STATED_BY_FEED).optional().describe('Refused: the feed states its month'),
  store: z.never(STATED_BY_FEED).optional().describe('Refused: the feed states its store'),
});

/** Body of `POST /api/ops/ingest/publish`: the parsed runs of a source's period to credit. */
export const PublishPeriodRequestSchema = z.object({
  source: ReportSourceSchema,
  period: ReportPeriodSchema,
  store: requiredText(100).optional().describe('Only this store (default: every store of the period)'),
});
export type PublishPeriodRequest = z.input<typeof PublishPeriodRequestSchema>;
