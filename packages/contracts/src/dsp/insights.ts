import { z } from 'zod';
import { AnalyticsRangeSchema } from '../shared/analytics-window.ts';

const bps = z.number().int();
const song = { isrc: z.string(), title: z.string().nullable(), artist: z.string().nullable() };

/** A song streamed much more than in the previous range of the same length. */
export const GrowthInsightSchema = z.object({
  kind: z.literal('growth'),
  ...song,
  streams: z.number().int(),
  previous_streams: z.number().int(),
  change_bps: bps,
});

/** A country whose share of a song's streams rose sharply (or that started streaming it in earnest). */
export const BreakoutInsightSchema = z.object({
  kind: z.literal('breakout'),
  ...song,
  country: z.string(),
  streams: z.number().int().describe('The song’s streams in the country'),
  previous_streams: z.number().int(),
  share_bps: bps.describe('The country’s share of the song’s streams'),
  previous_share_bps: bps,
});

/** A song, a store, or a song on one store that fell by more than the drop threshold. */
export const DropInsightSchema = z.object({
  kind: z.literal('drop'),
  subject: z.enum(['song', 'platform', 'song_platform']),
  key: z.string().describe('The ISRC (song, song_platform) or the store name (platform)'),
  platform: z.string().nullable().describe('The store a song fell on (song_platform)'),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  streams: z.number().int(),
  previous_streams: z.number().int(),
  change_bps: bps,
});

/**
 * The weekday (ISO: 1 Monday … 7 Sunday) to release on: from the songs' first 7 days after their release
 * date when there are enough releases, else the weekday with the most streams on average in the range.
 */
export const ReleaseDayInsightSchema = z.object({
  kind: z.literal('best_release_day'),
  basis: z.enum(['releases', 'daily_streams']),
  weekday: z.number().int().min(1).max(7),
  average_streams: z.number().int(),
  samples: z.number().int().describe('Releases, or days, the average is over'),
});

/** Where most streams come from: the largest country or store and its share. */
export const LeaderInsightSchema = z.object({
  kind: z.enum(['top_country', 'top_platform']),
  key: z.string(),
  streams: z.number().int(),
  share_bps: bps,
});

/** The song listeners save most often, per stream. */
export const SaveRateInsightSchema = z.object({
  kind: z.literal('save_rate'),
  ...song,
  saves: z.number().int(),
  streams: z.number().int(),
  save_rate_bps: bps,
});

export const DspInsightSchema = z.union([
  GrowthInsightSchema,
  BreakoutInsightSchema,
  DropInsightSchema,
  ReleaseDayInsightSchema,
  LeaderInsightSchema,
  SaveRateInsightSchema,
]);
export type DspInsight = z.infer<typeof DspInsightSchema>;

/** The rules an insight must pass, so the page can say what "sharp" means. */
export const InsightThresholdsSchema = z.object({
  min_streams: z.number().int().describe('A song, store or country counts with at least this many streams'),
  growth_min_bps: bps,
  drop_min_bps: bps,
  breakout_min_gain_bps: bps.describe('Percentage points (in bps) a country’s share must rise'),
  min_releases: z.number().int().describe('Releases needed to judge the release day by releases'),
});
export type InsightThresholds = z.infer<typeof InsightThresholdsSchema>;

/** `GET /api/v2/dsp/insights`: Smart Analytics (beta), computed from the company's own store analytics. */
export const DspInsightsSchema = z.object({
  range: AnalyticsRangeSchema,
  has_data: z.boolean(),
  thresholds: InsightThresholdsSchema,
  insights: z.array(DspInsightSchema),
  computed_at: z.string().describe('When these insights were computed: they are kept until the next analytics ingest'),
});
export type DspInsights = z.infer<typeof DspInsightsSchema>;
