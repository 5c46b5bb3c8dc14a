import { z } from 'zod';
import { AnalyticsRangeSchema } from '../shared/analytics-window.ts';

const count = (description: string) => z.number().int().describe(description);

/** The measures of a range: whole numbers, revenue in USD micros. */
export const AnalyticsTotalsSchema = z.object({
  views: count('Views'),
  watch_seconds: count('Watch time in seconds'),
  revenue_micros: count('Estimated partner revenue in USD micros'),
  subscribers_gained: count('Subscribers gained'),
  subscribers_lost: count('Subscribers lost'),
  subscribers_net: count('Subscribers gained less lost'),
  average_view_seconds: count('Watch time per view, in whole seconds'),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotalsSchema>;

/**
 * Every answer's days: null when the feed has no data for the company yet (the screen shows "Data Not
 * Found"), else the window ending at the last day the feed reached.
 */
const RangeSchema = AnalyticsRangeSchema.nullable();

/** `/summary`: the range's totals and the same-length range just before it, for the change. */
export const AnalyticsSummarySchema = z.object({
  range: RangeSchema,
  current: AnalyticsTotalsSchema,
  previous: AnalyticsTotalsSchema,
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;

/** One day of the series; a day without rows is zeros. */
export const AnalyticsDaySchema = AnalyticsTotalsSchema.extend({ day: z.string().describe('YYYY-MM-DD') });
export type AnalyticsDay = z.infer<typeof AnalyticsDaySchema>;

/** `/analytic`: every day of the range, oldest first. */
export const AnalyticsSeriesSchema = z.object({ range: RangeSchema, days: z.array(AnalyticsDaySchema) });
export type AnalyticsSeries = z.infer<typeof AnalyticsSeriesSchema>;

/** One share of an audience breakdown. */
export const AnalyticsShareSchema = z.object({
  key: z.string().describe('The country code, traffic source, gender, age group or operating system'),
  views: count('Views'),
  watch_seconds: count('Watch time in seconds'),
});
export type AnalyticsShare = z.infer<typeof AnalyticsShareSchema>;

/**
 * `/detail` (assets) and `/data` (channels): where the views come from. Countries cover every viewer; the
 * feeds break traffic, gender, age and system down for viewers in Indonesia only (`breakdown_country`).
 */
export const AnalyticsAudienceSchema = z.object({
  range: RangeSchema,
  breakdown_country: z.string().describe('The country the other breakdowns describe'),
  countries: z.array(AnalyticsShareSchema),
  traffic_sources: z.array(AnalyticsShareSchema),
  genders: z.array(AnalyticsShareSchema),
  age_groups: z.array(AnalyticsShareSchema),
  operating_systems: z.array(AnalyticsShareSchema),
});
export type AnalyticsAudience = z.infer<typeof AnalyticsAudienceSchema>;

/** Kinds of someone else's upload of a partner's song that Content ID finds. */
export const UPLOAD_KINDS = ['cover', 'fan_upload'] as const;

/** Whose upload a video is, when it is not the partner's own. */
export const ClaimedUploadSchema = z
  .object({
    by: z.string().describe("The uploader's channel"),
    kind: z.enum(UPLOAD_KINDS).describe('A cover (a new recording of the song) or a fan upload of the recording'),
  })
  .nullable()
  .describe("Someone else's upload of the partner's song that Content ID claimed; null for the partner's own video");
export type ClaimedUpload = z.infer<typeof ClaimedUploadSchema>;

/** An asset as analytics names it: catalogue title and project. */
export const AnalyticsAssetSchema = z.object({
  asset_id: z.string(),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  asset_label: z.string().describe("The project: the asset's first catalogue label, '' without one"),
  channel_id: z.string().nullable(),
  upload: ClaimedUploadSchema,
});
export type AnalyticsAsset = z.infer<typeof AnalyticsAssetSchema>;

/** One row of a top list: the asset and its figures over the range. */
export const AnalyticsTopRowSchema = AnalyticsAssetSchema.extend({
  views: count('Views'),
  watch_seconds: count('Watch time in seconds'),
  revenue_micros: count('Estimated partner revenue in USD micros'),
});
export type AnalyticsTopRow = z.infer<typeof AnalyticsTopRowSchema>;

/**
 * `/top`: the top assets by estimated revenue and the top videos by views. Each video of our feeds is one
 * asset's claimed upload, so a video row is named by its asset.
 */
export const AnalyticsTopSchema = z.object({
  range: RangeSchema,
  assets: z.array(AnalyticsTopRowSchema),
  videos: z.array(AnalyticsTopRowSchema),
});
export type AnalyticsTop = z.infer<typeof AnalyticsTopSchema>;

/** A project and how many of the company's assets it holds. */
export const AnalyticsProjectSchema = z.object({ asset_label: z.string(), assets: count('Assets in the project') });

/** `/asset-analytic/api/v2/assets/info`: what the selects offer and the last day with data. */
export const AssetAnalyticsInfoSchema = z.object({
  as_of: z.string().nullable().describe('The last day the asset feed reached for the company'),
  projects: z.array(AnalyticsProjectSchema),
  assets: z.array(AnalyticsAssetSchema).describe('The assets with data over the last 120 days, most viewed first'),
});
export type AssetAnalyticsInfo = z.infer<typeof AssetAnalyticsInfoSchema>;

/** A channel of the company. */
export const AnalyticsChannelSchema = z.object({
  channel_id: z.string(),
  title: z.string().nullable().describe("The channel's name: the artist of most of its assets, when known"),
  assets: count('Catalogue assets on the channel'),
});
export type AnalyticsChannel = z.infer<typeof AnalyticsChannelSchema>;

/** `/api/v2/channels/info`: the company's channels and the last day with data. */
export const ChannelAnalyticsInfoSchema = z.object({
  as_of: z.string().nullable().describe('The last day the channel feed reached for the company'),
  channels: z.array(AnalyticsChannelSchema),
});
export type ChannelAnalyticsInfo = z.infer<typeof ChannelAnalyticsInfoSchema>;
