import { z } from 'zod';
import { requiredText } from '../shared/text.ts';

/** A report's month, `YYYY-MM`. */
export const ReportPeriodSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'ingest.period.invalid')
  .describe('YYYY-MM');

/** The YouTube revenue reports: ad-supported, Premium, Shorts, license fees and paid features, all in USD. */
export const YOUTUBE_REPORT_SOURCES = [
  'youtube',
  'youtube_premium',
  'youtube_shorts',
  'youtube_license',
  'youtube_paid_features',
] as const;
export type YoutubeReportSource = (typeof YOUTUBE_REPORT_SOURCES)[number];

/** True for a YouTube revenue report, whose rows are attributed by asset and paid in USD. */
export const isYoutubeReportSource = (source: string): source is YoutubeReportSource =>
  (YOUTUBE_REPORT_SOURCES as readonly string[]).includes(source);

/** The report sources staff upload. */
export const REPORT_SOURCES = [...YOUTUBE_REPORT_SOURCES, 'dsr', 'store'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** The CLI's spelling of the YouTube sources, which the API takes too. */
const HYPHENATED_SOURCES = ['youtube-premium', 'youtube-shorts', 'youtube-license', 'youtube-paid-features'] as const;

export const ReportSourceSchema = z
  .enum([...REPORT_SOURCES, ...HYPHENATED_SOURCES])
  .transform((s) => s.replaceAll('-', '_') as ReportSource)
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
