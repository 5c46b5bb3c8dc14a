import { z } from 'zod';
import { DspPlatformSchema, DspSongParamsSchema } from '../dsp/dsp.ts';
import { PageNumberSchema, pageLimitSchema, pageOf } from '../shared/paging.ts';

/**
 * What Songstats measures (SPEC §7 Songstats). Every value is a whole number: counts, and revenue in
 * whole rupiah. `streams` are every stream the stores' daily feeds counted; `paid_streams` only the
 * streams the stores' monthly reports paid for, so the two differ (definitions say why).
 */
export const SONGSTATS_METRICS = [
  'streams',
  'paid_streams',
  'views',
  'listeners',
  'saves',
  'revenue',
  'countries',
  'playlists',
] as const;
export type SongstatsMetric = (typeof SONGSTATS_METRICS)[number];

/** How far back a figure reaches, ending at the day its source's data last reached. */
export const SONGSTATS_SCOPES = ['last_7_days', 'last_28_days', 'last_90_days', 'last_365_days', 'all_time'] as const;
export type SongstatsScope = (typeof SONGSTATS_SCOPES)[number];
/** The days each scope reaches back; null for all time. */
export const SONGSTATS_SCOPE_DAYS: Readonly<Record<SongstatsScope, number | null>> = {
  last_7_days: 7,
  last_28_days: 28,
  last_90_days: 90,
  last_365_days: 365,
  all_time: null,
};

/** Where figures come from: Irama's own ingested reports, or the external Songstats API when it is set up. */
export const SONGSTATS_ORIGINS = ['irama', 'songstats'] as const;
export type SongstatsOrigin = (typeof SONGSTATS_ORIGINS)[number];

/** Activities the data shows (SPEC §7 Songstats), newest first. */
export const SONGSTATS_ACTIVITY_KINDS = ['release_live', 'milestone', 'jump', 'new_top_country'] as const;
export type SongstatsActivityKind = (typeof SONGSTATS_ACTIVITY_KINDS)[number];

/** The thresholds a track's all-time figure passing counts as a milestone. */
export const SONGSTATS_MILESTONES = [1_000, 10_000, 100_000, 1_000_000, 10_000_000] as const;
/** A day counts as a jump when its figure is at least this many times its own 28-day daily average. */
export const SONGSTATS_JUMP_FACTOR = 3;
/** …and at least this much in absolute terms, so 2 streams against 0.5 is no jump. */
export const SONGSTATS_JUMP_MIN = 500;
/** `recent` activities reach this many days back from the newest data. */
export const SONGSTATS_RECENT_DAYS = 28;

/** `all` (the default) or one source id: `youtube`, a store as the feeds name it, or an external source. */
export const SongstatsSourceParamSchema = z
  .union([z.literal('all'), DspPlatformSchema])
  .default('all')
  .describe('`all`, or one source id from the source list');

/** `?source=&metric=&scope=` of the stats calls. */
export const SongstatsQuerySchema = z.object({
  source: SongstatsSourceParamSchema,
  metric: z.enum(SONGSTATS_METRICS, 'validation.invalid').default('streams').describe('What to measure'),
  scope: z.enum(SONGSTATS_SCOPES, 'validation.invalid').default('last_28_days').describe('How far back'),
});
export type SongstatsQuery = z.input<typeof SongstatsQuerySchema>;

/** `?q=&limit=` of the artist list (SPEC §3). */
export const SongstatsArtistListQuerySchema = z.object({
  q: z.string().trim().max(100, 'validation.too_long').optional().describe('Part of the name, any case or accents'),
  limit: pageLimitSchema(50, 20),
});
export type SongstatsArtistListQuery = z.input<typeof SongstatsArtistListQuerySchema>;

/** `?page=&per_page=&source=&metric=&scope=` of every activity of an artist. */
export const SongstatsActivitiesQuerySchema = SongstatsQuerySchema.extend({
  page: PageNumberSchema,
  per_page: pageLimitSchema(50, 20),
});
export type SongstatsActivitiesQuery = z.input<typeof SongstatsActivitiesQuerySchema>;

/** `{isrc}` of `track_info/isrc/{isrc}`. */
export const SongstatsIsrcParamsSchema = z.object({ isrc: DspSongParamsSchema.shape.id });

/** One source, with how fresh its data is. */
export const SongstatsSourceSchema = z.object({
  id: z.string().describe('`youtube`, a store (`spotify`, `apple_music`, …) or an external source'),
  name: z.string().describe('The name people know it by'),
  origin: z.enum(SONGSTATS_ORIGINS),
  verified: z.boolean().describe('True when the figures come from the distributor’s own reports'),
  metrics: z.array(z.enum(SONGSTATS_METRICS)).describe('What this source’s data carries'),
  as_of: z.string().nullable().describe('The last day (`YYYY-MM-DD`) its data reached; null when it has none yet'),
});
export type SongstatsSource = z.infer<typeof SongstatsSourceSchema>;

/** How the external Songstats API fared for this answer. */
export const SongstatsExternalSchema = z.object({
  status: z
    .enum(['off', 'ok', 'failed'])
    .describe(
      '`off`: no SONGSTATS_API_KEY; `failed`: timed out, failed or paused after failures — the answer is Irama’s own data alone',
    ),
});
export type SongstatsExternal = z.infer<typeof SongstatsExternalSchema>;

/** A credited artist: `id` is null for a name the catalogue does not hold as an artist of the company. */
export const SongstatsArtistRefSchema = z.object({ id: z.number().int().nullable(), name: z.string() });

/** An artist of the company's catalogue. */
export const SongstatsArtistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  spotify_id: z.string().nullable(),
  releases: z.number().int().describe('Releases that credit the artist'),
  live_tracks: z.number().int().describe('Tracks of live releases that credit the artist'),
});
export type SongstatsArtist = z.infer<typeof SongstatsArtistSchema>;

/** A track as lists name it. */
export const SongstatsTrackRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isrc: z.string().nullable(),
  artists: z.array(SongstatsArtistRefSchema),
  cover_url: z.string().nullable().describe('A signed 300×300 thumbnail of the release’s cover'),
});
export type SongstatsTrackRef = z.infer<typeof SongstatsTrackRefSchema>;

/** A live track's public share page: its id (the `{id}` of `/s/{id}` and `/api/v5/songshare/track/{id}`) and URL. */
const TrackShareFields = {
  share_id: z
    .string()
    .nullable()
    .describe('The `{id}` of `/s/{id}` and `/api/v5/songshare/track/{id}`; null until live'),
  share_url: z.string().nullable().describe('The public page `/s/{id}`; null until the release is live'),
};

/** A track with its release and public share page. */
export const SongstatsTrackSchema = SongstatsTrackRefSchema.extend({
  release: z.object({
    id: z.number().int(),
    title: z.string(),
    upc: z.string().nullable(),
    release_date: z.string().nullable(),
    status: z.string(),
  }),
  ...TrackShareFields,
  sources: z.array(z.string()).describe('Sources with data for this track'),
});
export type SongstatsTrack = z.infer<typeof SongstatsTrackSchema>;

/** The days a figure covers: the scope, ending at its source's `as_of`. */
export const SongstatsRangeSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
});

/** One source's figures for an artist or a track over the scope. */
export const SongstatsSourceStatsSchema = z.object({
  source: z.string(),
  name: z.string(),
  origin: z.enum(SONGSTATS_ORIGINS),
  verified: z.boolean(),
  as_of: z.string().nullable().describe('The last day these figures are true as of'),
  range: SongstatsRangeSchema,
  values: z
    .partialRecord(z.enum(SONGSTATS_METRICS), z.number().int())
    .describe('Only what the source carries; `listeners` is the average per day; `revenue` whole rupiah'),
});
export type SongstatsSourceStats = z.infer<typeof SongstatsSourceStatsSchema>;

/** `artist_stats/{id}` and `track_stats/{id}`: every source (or the one asked for), and the sum over Irama's own. */
export const SongstatsStatsSchema = z.object({
  scope: z.enum(SONGSTATS_SCOPES),
  stats: z.array(SongstatsSourceStatsSchema),
  external: SongstatsExternalSchema,
});

/** One point of a history: a day, or a month (`YYYY-MM`) for figures that come monthly (paid streams, revenue). */
export const SongstatsPointSchema = z.object({ date: z.string(), value: z.number().int() });

/** One source's history of the metric. */
export const SongstatsSourceHistorySchema = z.object({
  source: z.string(),
  name: z.string(),
  origin: z.enum(SONGSTATS_ORIGINS),
  verified: z.boolean(),
  as_of: z.string().nullable(),
  interval: z.enum(['day', 'month']),
  points: z.array(SongstatsPointSchema).describe('Oldest first, zeros included'),
});
export type SongstatsSourceHistory = z.infer<typeof SongstatsSourceHistorySchema>;

/** `artist_stats_history/{id}` and `track_stats_history/{id}`. */
export const SongstatsHistorySchema = z.object({
  metric: z.enum(SONGSTATS_METRICS),
  scope: z.enum(SONGSTATS_SCOPES),
  stats: z.array(SongstatsSourceHistorySchema),
  external: SongstatsExternalSchema,
});

/** One of an artist's tracks ranked by the metric. */
export const SongstatsTopTrackSchema = z.object({
  rank: z.number().int(),
  track: SongstatsTrackRefSchema,
  value: z.number().int(),
  share_bps: z.number().int().describe('Its part of the artist’s total, in basis points'),
  change_bps: z.number().int().nullable().describe('Against the same number of days before; null with nothing before'),
});

/** `artist_top_tracks/{id}`. */
export const SongstatsTopTracksSchema = z.object({
  metric: z.enum(SONGSTATS_METRICS),
  scope: z.enum(SONGSTATS_SCOPES),
  source: z.string(),
  as_of: z.string().nullable(),
  top_tracks: z.array(SongstatsTopTrackSchema),
});

/**
 * Something the data shows happened. The numbers say why: a milestone's `threshold` and `value`, a jump's
 * `value` against its 28-day daily `baseline`, a new top-5 country's `country` and `rank`.
 */
export const SongstatsActivitySchema = z.object({
  id: z.string().describe('Stable: the same event keeps its id'),
  kind: z.enum(SONGSTATS_ACTIVITY_KINDS),
  date: z.string().describe('`YYYY-MM-DD`'),
  source: z.string().nullable().describe('Null for a release going live'),
  track: SongstatsTrackRefSchema.nullable(),
  release: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  metric: z.enum(SONGSTATS_METRICS).nullable(),
  value: z.number().int().nullable(),
  threshold: z.number().int().nullable(),
  baseline: z.number().int().nullable().describe('A jump’s 28-day daily average before the day'),
  country: z.string().nullable().describe('ISO 3166-1 alpha-2'),
  rank: z.number().int().nullable(),
});
export type SongstatsActivity = z.infer<typeof SongstatsActivitySchema>;

/** `artist_recent_activities/{id}`: the last 28 days' activities. */
export const SongstatsRecentSchema = z.object({ recent: z.array(SongstatsActivitySchema) });
/** `artist_activities/{id}`: every activity, paged. */
export const SongstatsActivitiesSchema = z.object({ activities: pageOf(SongstatsActivitySchema) });

/** A part of an audience with its share. */
export const SongstatsShareSchema = z.object({
  key: z.string(),
  value: z.number().int(),
  share_bps: z.number().int(),
});

/** `artist_audience/{id}`: where and who listens, per source with audience data. */
export const SongstatsAudienceSchema = z.object({
  scope: z.enum(SONGSTATS_SCOPES),
  audience: z.array(
    z.object({
      source: z.string(),
      name: z.string(),
      as_of: z.string().nullable(),
      metric: z.enum(SONGSTATS_METRICS).describe('What the shares are of: streams, or YouTube views'),
      countries: z.array(SongstatsShareSchema).describe('Largest first'),
      age_groups: z.array(SongstatsShareSchema),
      genders: z.array(SongstatsShareSchema),
    }),
  ),
});

/** `artist_catalog/{id}`: the releases crediting the artist, with their tracks. */
export const SongstatsCatalogSchema = z.object({
  catalog: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      upc: z.string().nullable(),
      release_date: z.string().nullable(),
      status: z.string(),
      cover_url: z.string().nullable(),
      tracks: z.array(SongstatsTrackRefSchema.extend(TrackShareFields)),
    }),
  ),
});

/** A metric explained in both languages. */
export const SongstatsDefinitionSchema = z.object({
  metric: z.enum(SONGSTATS_METRICS),
  name: z.object({ id: z.string(), en: z.string() }),
  description: z.object({ id: z.string(), en: z.string() }),
  sources: z.array(z.string()).describe('Which kinds of source carry it'),
});
export type SongstatsDefinition = z.infer<typeof SongstatsDefinitionSchema>;

export const SongstatsSourceListResponseSchema = z.object({
  data: z.object({ source_list: z.array(SongstatsSourceSchema), external: SongstatsExternalSchema }),
});
export const SongstatsArtistListResponseSchema = z.object({
  data: z.object({ artist_list: z.array(SongstatsArtistSchema) }),
});
export const SongstatsArtistStatsResponseSchema = z.object({
  data: SongstatsStatsSchema.extend({ artist: SongstatsArtistSchema }),
});
export const SongstatsTrackStatsResponseSchema = z.object({
  data: SongstatsStatsSchema.extend({ track: SongstatsTrackSchema }),
});
export const SongstatsHistoryResponseSchema = z.object({ data: SongstatsHistorySchema });
export const SongstatsTopTracksResponseSchema = z.object({ data: SongstatsTopTracksSchema });
export const SongstatsRecentResponseSchema = z.object({ data: SongstatsRecentSchema });
export const SongstatsActivitiesResponseSchema = z.object({ data: SongstatsActivitiesSchema });
export const SongstatsAudienceResponseSchema = z.object({ data: SongstatsAudienceSchema });
export const SongstatsCatalogResponseSchema = z.object({ data: SongstatsCatalogSchema });
export const SongstatsDefinitionsResponseSchema = z.object({
  data: z.object({ definitions: z.array(SongstatsDefinitionSchema) }),
});
export const SongstatsTrackInfoResponseSchema = z.object({ data: z.object({ track: SongstatsTrackSchema }) });
