import { z } from 'zod';
import { AnalyticsRangeSchema, AnalyticsWindowSchema } from '../shared/analytics-window.ts';
import { normalizeIsrc } from '../shared/identifiers.ts';
import { PageQuerySchema, pageOf } from '../shared/paging.ts';

/** `?filter_periode=` of every DSP analytics call. */
export const DspQuerySchema = z.object({ filter_periode: AnalyticsWindowSchema });
export type DspQuery = z.input<typeof DspQuerySchema>;

/** A store name as the feeds write it (`spotify`, `apple_music`): letters, digits, `_`, `-`, `.`, `:`. */
export const DspPlatformSchema = z
  .string('validation.invalid')
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_.:-]{0,59}$/, 'validation.invalid')
  .describe('A store (platform) name, e.g. spotify');

/** `?filter_periode=&platform_id=` of the trends: one store, or all of them when absent. */
export const DspTrendsQuerySchema = DspQuerySchema.extend({ platform_id: DspPlatformSchema.optional() });
export type DspTrendsQuery = z.input<typeof DspTrendsQuerySchema>;

/** `?filter_periode=&page=&limit=` of the song list. */
export const DspSongsQuerySchema = PageQuerySchema.extend({ filter_periode: AnalyticsWindowSchema });
export type DspSongsQuery = z.input<typeof DspSongsQuerySchema>;

/** `{id}` of the per-song calls: an ISRC, with or without hyphens, stored as 12 upper-case characters. */
export const DspSongParamsSchema = z.object({
  id: z
    .string('validation.invalid')
    .transform((value, ctx) => {
      const isrc = normalizeIsrc(value);
      if (isrc) return isrc;
      ctx.addIssue({ code: 'custom', message: 'validation.invalid', input: value });
      return z.NEVER;
    })
    .describe('The song’s ISRC'),
});

/**
 * The measures of SPEC §3 over a range. `listeners` is the AVERAGE DAILY listeners (each day's listeners
 * summed over stores and countries, averaged over the range's days): listeners summed over days would
 * count a fan once per day. `complete_rate_bps` is completions ÷ streams in basis points (null without streams).
 */
export const DspMeasuresSchema = z.object({
  streams: z
    .number()
    .int()
    .describe('Every stream the stores’ daily feeds counted, paid or not (the DSP report counts the paid ones)'),
  listeners: z.number().int().describe('Average daily listeners over the range'),
  saves: z.number().int(),
  completions: z.number().int().describe('Streams played to the end'),
  complete_rate_bps: z.number().int().nullable().describe('completions ÷ streams, in basis points'),
});
export type DspMeasures = z.infer<typeof DspMeasuresSchema>;

/** `change_bps` of a measure: (now − before) ÷ before in basis points; null when there was nothing before. */
const changeBps = z.number().int().nullable().describe('Change against the previous range, in basis points');

/** `GET /api/v2/dsp/info`: the window's totals against the previous range, and what can be filtered. */
export const DspInfoSchema = z.object({
  range: AnalyticsRangeSchema,
  has_data: z.boolean().describe('The company has any store analytics at all'),
  totals: DspMeasuresSchema,
  previous: DspMeasuresSchema,
  streams_change_bps: changeBps,
  songs: z.number().int().describe('Songs with streams in the range'),
  countries: z.number().int().describe('Countries with streams in the range'),
  platforms: z.array(z.string()).describe('Every store the company has analytics from, largest first'),
});
export type DspInfo = z.infer<typeof DspInfoSchema>;

/** One day, or one month (`YYYY-MM`, listeners averaged over its days), of a trend. */
export const DspTrendPointSchema = DspMeasuresSchema.extend({ date: z.string() });
export type DspTrendPoint = z.infer<typeof DspTrendPointSchema>;

/** `GET …/trends`: every day of the range (zeros included) and the last 6 months ending at `as_of`'s month. */
export const DspTrendsSchema = z.object({
  range: AnalyticsRangeSchema,
  platform_id: z.string().nullable(),
  daily: z.array(DspTrendPointSchema),
  monthly: z.array(DspTrendPointSchema).describe('The 6 months ending at as_of’s month, oldest first'),
});
export type DspTrends = z.infer<typeof DspTrendsSchema>;

/** A song with its measures over the range. */
export const DspSongSchema = DspMeasuresSchema.extend({
  isrc: z.string(),
  title: z.string().nullable().describe('From the company’s catalogue; null when the catalogue lacks the ISRC'),
  artist: z.string().nullable(),
  previous_streams: z.number().int(),
  streams_change_bps: changeBps,
});
export type DspSong = z.infer<typeof DspSongSchema>;

/** `GET /api/v2/dsp/top_tracks`: the ten songs with the most streams in the range. */
export const DspTopTracksSchema = z.object({ range: AnalyticsRangeSchema, tracks: z.array(DspSongSchema) });
export type DspTopTracks = z.infer<typeof DspTopTracksSchema>;

/** `GET /api/v2/dsp/songs`: every song with streams in the range, most streamed first. */
export const DspSongsSchema = pageOf(DspSongSchema).extend({ range: AnalyticsRangeSchema });
export type DspSongs = z.infer<typeof DspSongsSchema>;

/** One value of a breakdown (country, store, gender, …) and its share of the whole in basis points. */
export const DspShareSchema = z.object({
  key: z.string(),
  value: z.number().int(),
  share_bps: z.number().int(),
});
export type DspShare = z.infer<typeof DspShareSchema>;

/** `GET …/stream_country` (streams) and `…/listener_country` (average daily listeners), largest first. */
export const DspCountriesSchema = z.object({
  range: AnalyticsRangeSchema,
  measure: z.enum(['streams', 'listeners']),
  countries: z.array(DspShareSchema),
});
export type DspCountries = z.infer<typeof DspCountriesSchema>;

/** `GET …/audience`: streams by gender, age group, operating system and traffic source. */
export const DspAudienceSchema = z.object({
  range: AnalyticsRangeSchema,
  gender: z.array(DspShareSchema),
  age_group: z.array(DspShareSchema),
  operating_system: z.array(DspShareSchema),
  traffic_source: z.array(DspShareSchema),
});
export type DspAudience = z.infer<typeof DspAudienceSchema>;

/** `GET /api/v2/dsp/song/{id}/info`: the song, its totals against the previous range, and its stores. */
export const DspSongInfoSchema = z.object({
  range: AnalyticsRangeSchema,
  isrc: z.string(),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  first_day: z.string().nullable().describe('The first day the feeds have streams of the song'),
  totals: DspMeasuresSchema,
  previous: DspMeasuresSchema,
  streams_change_bps: changeBps,
  platforms: z.array(z.string()),
});
export type DspSongInfo = z.infer<typeof DspSongInfoSchema>;

/** `GET /api/v2/dsp/song/{id}/platforms`: the song's measures per store, largest first. */
export const DspPlatformRowSchema = DspMeasuresSchema.extend({ platform: z.string(), share_bps: z.number().int() });
export const DspSongPlatformsSchema = z.object({
  range: AnalyticsRangeSchema,
  platforms: z.array(DspPlatformRowSchema),
});
export type DspSongPlatforms = z.infer<typeof DspSongPlatformsSchema>;
