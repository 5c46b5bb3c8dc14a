import { addDays, SONGSTATS_SCOPE_DAYS, type SongstatsMetric, type SongstatsScope, todayInWib } from '@irama/contracts';
import type { z } from 'zod';
import type { Config } from '../../../config.ts';
import { CircuitBreaker } from './circuit-breaker.ts';
import type { External, SongstatsProvider } from './provider.ts';
import {
  currentStatsOf,
  HistoryAnswerSchema,
  historyOf,
  periodStatsOf,
  SourcesAnswerSchema,
  StatsAnswerSchema,
  sourcesOf,
} from './songstats-answers.ts';
import { TtlCache } from './ttl-cache.ts';

export type SongstatsApiOptions = {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  cacheMs: number;
  fetch?: typeof fetch;
  now?: () => number;
};

/** Answers kept at once: a page asks a handful of URLs, so this covers a busy hour of pages. */
const CACHE_ENTRIES = 500;

/**
 * Songstats' days arrive late, so a period is asked with this many days more before it: the period
 * then ends at the source's last day, and its first day still has a day before it to count growth from.
 */
const SLACK_DAYS = 7;

const FAILED = { status: 'failed' } as const;

const mapAnswer = <A, B>(answer: External<A>, map: (value: A) => B): External<B> =>
  answer.status === 'ok' ? { status: 'ok', value: map(answer.value) } : answer;

/** Which track or artist a call names, in Songstats' words. */
type Subject = { path: '/tracks'; isrc: string } | { path: '/artists'; spotify_artist_id: string };

/**
 * The Songstats Enterprise API as a `SongstatsProvider`: each call waits `timeoutMs` at most, a
 * successful answer is kept `cacheMs` per URL, and after 5 failures in a row calls fail at once for a
 * minute (`CircuitBreaker`). Nothing throws; every failure is `{ status: 'failed' }`.
 */
export function createSongstatsApi(options: SongstatsApiOptions): SongstatsProvider {
  const fetchAnswer = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, '');
  // Keyed by URL, and a URL is always read with the same schema, so a kept value has that schema's type.
  const cache = new TtlCache<unknown>(options.cacheMs, CACHE_ENTRIES, now);
  const breaker = new CircuitBreaker(now);

  async function call<S extends z.ZodType>(url: string, schema: S, empty: z.output<S>): Promise<External<z.output<S>>> {
    try {
      const response = await fetchAnswer(url, {
        headers: { apikey: options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        // A track or artist Songstats does not follow is an answer (it has nothing), not an outage.
        return response.status === 404 ? { status: 'ok', value: empty } : FAILED;
      }
      const parsed = schema.safeParse(await response.json());
      return parsed.success ? { status: 'ok', value: parsed.data } : FAILED;
    } catch {
      return FAILED;
    }
  }

  async function get<S extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: S,
    empty: z.output<S>,
  ): Promise<External<z.output<S>>> {
    const query = new URLSearchParams(params).toString();
    const url = query ? `${base}${path}?${query}` : `${base}${path}`;
    const kept = cache.get(url);
    if (kept !== undefined) return { status: 'ok', value: kept as z.output<S> };
    if (!breaker.canCall()) return FAILED;
    const answer = await call(url, schema, empty);
    if (answer.status === 'ok') {
      breaker.succeeded();
      cache.set(url, answer.value);
    } else {
      breaker.failed();
    }
    return answer;
  }

  /** Historic stats of the subject from `days` (plus the slack) before today, or all of them. */
  function historic({ path, ...id }: Subject, days: number | null) {
    const today = todayInWib(new Date(now()));
    const period: Record<string, string> =
      days === null ? {} : { start_date: addDays(today, -(days + SLACK_DAYS)), end_date: today };
    return get(`${path}/historic_stats`, { ...id, source: 'all', ...period }, HistoryAnswerSchema, { stats: [] });
  }

  async function stats(subject: Subject, scope: SongstatsScope) {
    const days = SONGSTATS_SCOPE_DAYS[scope];
    if (days !== null) return mapAnswer(await historic(subject, days), (answer) => periodStatsOf(answer, days));
    const { path, ...id } = subject;
    const answer = await get(`${path}/stats`, { ...id, source: 'all' }, StatsAnswerSchema, { stats: [] });
    return mapAnswer(answer, currentStatsOf);
  }

  async function history(subject: Subject, metric: SongstatsMetric, scope: SongstatsScope) {
    const days = SONGSTATS_SCOPE_DAYS[scope];
    return mapAnswer(await historic(subject, days), (answer) => historyOf(answer, metric, days));
  }

  return {
    sources: async () => mapAnswer(await get('/info/sources', {}, SourcesAnswerSchema, { sources: [] }), sourcesOf),
    trackStats: (isrc, scope) => stats({ path: '/tracks', isrc }, scope),
    trackHistory: (isrc, metric, scope) => history({ path: '/tracks', isrc }, metric, scope),
    artistStats: (spotifyArtistId, scope) => stats({ path: '/artists', spotify_artist_id: spotifyArtistId }, scope),
    artistHistory: (spotifyArtistId, metric, scope) =>
      history({ path: '/artists', spotify_artist_id: spotifyArtistId }, metric, scope),
  };
}

/** The Songstats provider the configuration asks for: undefined without `SONGSTATS_API_KEY`. */
export function songstatsProviderFrom(config: Pick<Config, 'songstats'>): SongstatsProvider | undefined {
  const { apiKey, url, timeoutMs, cacheMs } = config.songstats;
  return apiKey ? createSongstatsApi({ apiKey, baseUrl: url, timeoutMs, cacheMs }) : undefined;
}
