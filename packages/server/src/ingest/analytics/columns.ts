import type { AnalyticsFeed } from '@irama/contracts';

// The feeds are named as the API names them; the ingest code reaches them through this module's face.
export type { AnalyticsFeed };

/**
 * The one dimension group a row is broken down by; `total` rows carry the day's totals. Pages read one
 * breakdown at a time, so a total is never added to its own breakdown.
 */
export type AnalyticsBreakdown = 'total' | 'traffic_source' | 'demographic' | 'os';

/** Dimensions every feed shares, named like YouTube Reporting API bulk reports. */
const DIMENSIONS = ['country_code', 'traffic_source_type', 'age_group', 'gender', 'operating_system'];
const YOUTUBE_METRICS = [
  'views',
  'watch_time_minutes',
  'estimated_partner_revenue',
  'subscribers_gained',
  'subscribers_lost',
];

/** The exact header of each feed (any order). */
export const ANALYTICS_COLUMNS: Readonly<Record<AnalyticsFeed, readonly string[]>> = {
  asset: ['date', 'channel_id', 'video_id', 'asset_id', ...DIMENSIONS, ...YOUTUBE_METRICS],
  channel: ['date', 'channel_id', ...DIMENSIONS, ...YOUTUBE_METRICS],
  dsp: ['date', 'store', 'isrc', 'upc', ...DIMENSIONS, 'streams', 'listeners', 'saves', 'completion_rate'],
};

/** YouTube's age groups (the Analytics API's `ageGroup` values); stores report in the same buckets. */
export const AGE_GROUPS = [
  'AGE_13_17',
  'AGE_18_24',
  'AGE_25_34',
  'AGE_35_44',
  'AGE_45_54',
  'AGE_55_64',
  'AGE_65_',
] as const;

/** The Analytics API's `gender` values, upper-cased like the bulk reports. */
export const GENDERS = ['FEMALE', 'MALE', 'USER_SPECIFIED'] as const;

/** Picks the feed from its header: `asset_id` marks asset feeds, `streams` store feeds, the rest are channel feeds. */
export function detectAnalyticsFeed(header: readonly string[]): AnalyticsFeed {
  const names = new Set(header.map((h) => h.trim()));
  if (names.has('asset_id')) return 'asset';
  if (names.has('streams')) return 'dsp';
  return 'channel';
}
