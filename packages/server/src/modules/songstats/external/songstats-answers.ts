import { addDays, isCalendarDate, type SongstatsMetric } from '@irama/contracts';
import { z } from 'zod';
import type { ExternalHistory, ExternalSource, ExternalStats } from './provider.ts';

// What the Songstats Enterprise API answers, as far as Irama reads it. Current stats:
// `{ result, stats: [{ source, data: { streams_total, monthly_listeners_current, … } }] }`; historic stats the
// same with `data.history: [{ date, streams_total, … }]`; sources `{ result, sources: [...] }`. Anything
// else in the answers is ignored; an answer that does not have this shape is a failed call.

/** Songstats' own id of a source (`spotify`, `tiktok`, …); it becomes part of Irama's id `songstats:<id>`. */
const SourceIdSchema = z.string().regex(/^[a-z0-9_]{1,40}$/);
const ResultSchema = z.literal('success').optional();
const DaySchema = z
  .string()
  .transform((text) => text.slice(0, 10))
  .refine(isCalendarDate);

/** `/tracks/stats` and `/artists/stats`: each source's current fields. */
export const StatsAnswerSchema = z.object({
  result: ResultSchema,
  stats: z.array(z.object({ source: SourceIdSchema, data: z.record(z.string(), z.unknown()) })),
});
export type StatsAnswer = z.infer<typeof StatsAnswerSchema>;

/** `/tracks/historic_stats` and `/artists/historic_stats`: each source's fields day by day. */
export const HistoryAnswerSchema = z.object({
  result: ResultSchema,
  stats: z.array(
    z.object({
      source: SourceIdSchema,
      data: z.object({ history: z.array(z.looseObject({ date: DaySchema })) }),
    }),
  ),
});
export type HistoryAnswer = z.infer<typeof HistoryAnswerSchema>;

/** `/info/sources`: the sources Songstats has, by id or as `{ source, name }`. */
export const SourcesAnswerSchema = z.object({
  result: ResultSchema,
  sources: z.array(
    z.union([SourceIdSchema, z.object({ source: SourceIdSchema, name: z.string().optional().catch(undefined) })]),
  ),
});
export type SourcesAnswer = z.infer<typeof SourcesAnswerSchema>;

/**
 * Where each metric is in Songstats' fields. `total` fields count up since the start (the figure of a
 * period is their growth over it); `current` fields are the day's level (the figure of a period is
 * their average per day). Several fields add up: YouTube counts video and Shorts views apart, TikTok
 * has `views_total`. Metrics Songstats has no field for (paid streams, revenue, …) stay Irama's own.
 */
const METRIC_FIELDS: Partial<Record<SongstatsMetric, { kind: 'total' | 'current'; fields: string[] }>> = {
  streams: { kind: 'total', fields: ['streams_total'] },
  views: { kind: 'total', fields: ['video_views_total', 'short_views_total', 'views_total'] },
  listeners: { kind: 'current', fields: ['monthly_listeners_current'] },
  playlists: { kind: 'current', fields: ['playlists_current'] },
};

/** The sources Irama shows from Songstats, with what each carries of the metrics above. */
const SOURCES: Record<string, { name: string; metrics: SongstatsMetric[] }> = {
  spotify: { name: 'Spotify', metrics: ['streams', 'listeners', 'playlists'] },
  apple_music: { name: 'Apple Music', metrics: ['playlists'] },
  amazon: { name: 'Amazon Music', metrics: ['playlists'] },
  deezer: { name: 'Deezer', metrics: ['playlists'] },
  tidal: { name: 'TIDAL', metrics: ['playlists'] },
  youtube: { name: 'YouTube', metrics: ['views'] },
  tiktok: { name: 'TikTok', metrics: ['views'] },
  soundcloud: { name: 'SoundCloud', metrics: ['streams'] },
};

const externalId = (source: string) => `songstats:${source}`;
const nameOf = (source: string) => SOURCES[source]?.name ?? source;

/** A count as a whole number from 0 to the largest safe integer; undefined for what is not a number. */
export function wholeCount(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isFinite(number)) return undefined;
  return Math.min(Math.max(Math.round(number), 0), Number.MAX_SAFE_INTEGER);
}

/** The metric's value in one set of fields: the sum of its fields present, undefined when none is. */
function metricIn(fields: Record<string, unknown>, metric: SongstatsMetric): number | undefined {
  const counts = (METRIC_FIELDS[metric]?.fields ?? []).map((field) => wholeCount(fields[field]));
  const present = counts.filter((count) => count !== undefined);
  if (present.length === 0) return undefined;
  return Math.min(
    present.reduce((sum, count) => sum + count, 0),
    Number.MAX_SAFE_INTEGER,
  );
}

/** The Songstats sources Irama shows: those carrying at least one of its metrics. */
export function sourcesOf(answer: SourcesAnswer): ExternalSource[] {
  return answer.sources.flatMap((entry) => {
    const source = typeof entry === 'string' ? entry : entry.source;
    const known = SOURCES[source];
    if (!known) return [];
    const name = typeof entry === 'string' ? known.name : entry.name?.trim() || known.name;
    return [{ id: externalId(source), name, metrics: known.metrics }];
  });
}

const METRICS = Object.keys(METRIC_FIELDS) as SongstatsMetric[];

/** Each source's all-time figures from current stats: `total` fields as they are, `current` ones today's level. */
export function currentStatsOf(answer: StatsAnswer): ExternalStats[] {
  return answer.stats.flatMap(({ source, data }) => {
    const values = Object.fromEntries(
      METRICS.flatMap((metric) => {
        const value = metricIn(data, metric);
        return value === undefined ? [] : [[metric, value]];
      }),
    );
    if (Object.keys(values).length === 0) return [];
    return [{ source: externalId(source), name: nameOf(source), asOf: null, values }];
  });
}

type Day = { date: string; fields: Record<string, unknown> };

/**
 * One source's days of the metric, oldest first, inside the `days` days ending at its last day (all of
 * them when `days` is null). A `total` metric's day is its growth since the day before it, so a day with
 * no earlier day to compare with has no value; a `current` metric's day is its level.
 */
function metricDays(history: Day[], metric: SongstatsMetric, days: number | null) {
  const kind = METRIC_FIELDS[metric]?.kind;
  const series = [...new Map(history.map((day) => [day.date, metricIn(day.fields, metric)])).entries()]
    .flatMap(([date, value]) => (value === undefined ? [] : [{ date, value }]))
    .sort((a, b) => a.date.localeCompare(b.date));
  const asOf = series.at(-1)?.date ?? null;
  if (!kind || asOf === null) return { asOf, points: [] };
  const from = days === null ? '' : addDays(asOf, 1 - days);
  const points = series.flatMap((point, index) => {
    if (point.date < from) return [];
    if (kind === 'current') return [point];
    const before = series[index - 1];
    return before ? [{ date: point.date, value: Math.max(point.value - before.value, 0) }] : [];
  });
  return { asOf, points };
}

const daysOf = (answer: HistoryAnswer) =>
  answer.stats.map(({ source, data }) => ({
    source,
    history: data.history.map(({ date, ...fields }) => ({ date, fields })),
  }));

/** Each source's daily history of the metric over the last `days` days of its data. */
export function historyOf(answer: HistoryAnswer, metric: SongstatsMetric, days: number | null): ExternalHistory[] {
  return daysOf(answer).flatMap(({ source, history }) => {
    const { asOf, points } = metricDays(history, metric, days);
    if (points.length === 0) return [];
    return [{ source: externalId(source), name: nameOf(source), asOf, points }];
  });
}

/**
 * Each source's figures over the last `days` days of its data, from historic stats: a `total`
 * metric's growth over them, a `current` metric's average per day.
 */
export function periodStatsOf(answer: HistoryAnswer, days: number): ExternalStats[] {
  return daysOf(answer).flatMap(({ source, history }) => {
    let asOf: string | null = null;
    const values: ExternalStats['values'] = {};
    for (const metric of METRICS) {
      const series = metricDays(history, metric, days);
      if (series.points.length === 0) continue;
      const sum = series.points.reduce((total, point) => total + point.value, 0);
      values[metric] = Math.min(
        METRIC_FIELDS[metric]?.kind === 'current' ? Math.round(sum / series.points.length) : sum,
        Number.MAX_SAFE_INTEGER,
      );
      if (asOf === null || (series.asOf !== null && series.asOf > asOf)) asOf = series.asOf;
    }
    if (Object.keys(values).length === 0) return [];
    return [{ source: externalId(source), name: nameOf(source), asOf, values }];
  });
}
