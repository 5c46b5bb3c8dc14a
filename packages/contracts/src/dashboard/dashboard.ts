import { z } from 'zod';
import { AnnouncementSchema } from '../ideas/announcements.ts';
import { IdeaContentSchema } from '../ideas/content.ts';
import { RecommendationsSchema } from '../ideas/recommendations.ts';
import { ReleaseCountsSchema, ReleaseSummarySchema } from '../release/api.ts';
import { AnalyticsRangeSchema } from '../shared/analytics-window.ts';

/** How many periods the report summary shows (SPEC §9: the last 6 months). */
export const SUMMARY_PERIODS = 6;

/** A figure of the newest published report period beside the period before it. */
export const PeriodFigureSchema = z.object({
  period: z.string().describe('YYYY-MM, the newest published period'),
  previous_period: z.string().nullable().describe('YYYY-MM, the period before it; null when there is none'),
  value: z.number().int().describe('Whole rupiah, or a count'),
  previous_value: z.number().int(),
});
export type PeriodFigure = z.infer<typeof PeriodFigureSchema>;

/** A figure of this month of analytics (up to the last day with data) beside as many days before it. */
export const RangeFigureSchema = z.object({
  range: AnalyticsRangeSchema,
  value: z.number().int(),
  previous_value: z.number().int(),
});
export type RangeFigure = z.infer<typeof RangeFigureSchema>;

/** The performance widget; a figure is null when the company has no such service or no data yet. */
export const PerformanceSchema = z.object({
  youtube_revenue: PeriodFigureSchema.nullable().describe('Nett rupiah of the published YouTube reports'),
  youtube_views: RangeFigureSchema.nullable().describe('Views of the YouTube asset analytics, this month'),
  dsp_revenue: PeriodFigureSchema.nullable().describe('Nett rupiah of the published DSP reports'),
  dsp_streams: PeriodFigureSchema.nullable().describe('Streams of the published DSP reports'),
});
export type Performance = z.infer<typeof PerformanceSchema>;

/** One period of the report summary: each service's nett income, null where the company has no such service. */
export const SummaryPeriodSchema = z.object({
  periode: z.string().describe('YYYY-MM'),
  youtube_nett_idr: z.number().int().nullable(),
  dsp_nett_idr: z.number().int().nullable(),
});

/** `GET /api/v2/dashboard/summary_report`: the last published periods, oldest first. */
export const SummaryReportSchema = z.object({
  has_youtube: z.boolean(),
  has_dsp: z.boolean(),
  periods: z.array(SummaryPeriodSchema),
});
export type SummaryReport = z.infer<typeof SummaryReportSchema>;

/** The release widget and the recent catalogue. */
export const DashboardReleasesSchema = ReleaseCountsSchema.extend({
  next_release_date: z.string().nullable().describe('YYYY-MM-DD: the nearest release date from today on'),
  recent: z.array(ReleaseSummarySchema).describe('The latest changed releases'),
});
export type DashboardReleases = z.infer<typeof DashboardReleasesSchema>;

/**
 * `GET /api/v2/dashboard`: everything Home's first screen shows, in one answer. A section is null
 * when the company lacks its service or the user its permission; present and empty when there is no data yet.
 */
export const DashboardSchema = z.object({
  performance: PerformanceSchema,
  summary: SummaryReportSchema.nullable(),
  top_music: RecommendationsSchema.nullable().describe('Most streamed songs of the last 28 days'),
  top_video: RecommendationsSchema.nullable().describe('Most viewed videos of the last 28 days'),
  releases: DashboardReleasesSchema.nullable(),
  banners: z.array(IdeaContentSchema),
  social: z.object({
    instagram: z.array(IdeaContentSchema),
    tiktok: z.array(IdeaContentSchema),
    article: z.array(IdeaContentSchema),
  }),
  announcements: z.array(AnnouncementSchema).describe('The latest announcements'),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
