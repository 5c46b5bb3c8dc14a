import { z } from 'zod';
import { ReportPeriodSchema } from '../ingest/uploads.ts';
import { PeriodRateSchema, RevenueFiguresSchema } from './figures.ts';
import { REPORT_FILE_FORMATS, ReportMonthsSchema, SourceRowSchema } from './report.ts';

/** One published YouTube period of the company. */
export const YoutubePeriodSchema = z.object({
  periode: z.string(),
  has_adjustment: z.boolean().describe('An adjustment report was published for the period'),
  rate: PeriodRateSchema,
  published_at: z.string(),
});
export type YoutubePeriod = z.infer<typeof YoutubePeriodSchema>;

/** `GET /api/v2/youtube/info`: the periods a user can pick, newest first. */
export const YoutubeInfoSchema = z.object({
  periods: z.array(YoutubePeriodSchema),
  latest: z.string().nullable(),
});
export type YoutubeInfo = z.infer<typeof YoutubeInfoSchema>;

/** Query of `GET /api/v2/youtube/report`: the months up to `periode`, or a file of them. */
export const YoutubeReportQuerySchema = z.object({
  periode: ReportPeriodSchema.optional(),
  months: ReportMonthsSchema,
  export: z.enum(REPORT_FILE_FORMATS, 'validation.invalid').optional(),
});
export type YoutubeReportQuery = z.input<typeof YoutubeReportQuerySchema>;

/** One month of the overview: regular and adjustment reports together, as credited. */
export const MonthlyRevenueSchema = RevenueFiguresSchema.extend({
  periode: z.string(),
  adjustment_nett_idr: z.number().int().describe('The part of nett_idr from adjustment reports'),
  rate: PeriodRateSchema,
});
export type MonthlyRevenue = z.infer<typeof MonthlyRevenueSchema>;

/** A country's part of the selected period. */
export const CountryShareSchema = RevenueFiguresSchema.extend({ country: z.string() });

/** `GET /api/v2/youtube/report`: what the charts draw. */
export const YoutubeReportSchema = z.object({
  periode: z.string(),
  currency: z.literal('USD'),
  months: z.array(MonthlyRevenueSchema).describe('Oldest first, only published months'),
  sources: z.array(SourceRowSchema).describe('The selected period by source'),
  top_countries: z.array(CountryShareSchema).describe('The selected period’s ten largest countries by gross'),
});
export type YoutubeReport = z.infer<typeof YoutubeReportSchema>;
