import {
  SONGSTATS_METRICS,
  type SongstatsExternal,
  type SongstatsMetric,
  type SongstatsScope,
  type SongstatsSource,
  type SongstatsSourceHistory,
  type SongstatsSourceStats,
} from '@irama/contracts';
import type { External, ExternalHistory, ExternalStats, SongstatsProvider } from './external/provider.ts';
import { scopeRange } from './own-figures.ts';

/** What an answer adds from the external Songstats API, and how the API fared. */
export interface Merged<T> {
  items: T[];
  external: SongstatsExternal;
}

/** External sources are named `songstats:…`: a call asking for one of Irama's own sources does not ask the API. */
const asksExternal = (source: string) => source === 'all' || source.startsWith('songstats:');

/**
 * The external API's answer for a subject it can name (an ISRC, a Spotify artist id), narrowed to
 * the source asked for: nothing and `off` without the API, nothing and `ok` for a subject it cannot
 * name, nothing and `failed` when it failed. Irama's own figures answer either way.
 */
export async function fromExternal<T extends { source: string } | { id: string }>(
  provider: SongstatsProvider | undefined,
  source: string,
  call: ((provider: SongstatsProvider) => Promise<External<T[]>>) | null,
): Promise<Merged<T>> {
  if (!provider) return { items: [], external: { status: 'off' } };
  if (!call || !asksExternal(source)) return { items: [], external: { status: 'ok' } };
  const answer = await call(provider);
  if (answer.status === 'failed') return { items: [], external: { status: 'failed' } };
  const idOf = (item: T) => ('source' in item ? item.source : item.id);
  return {
    items: answer.value.filter((item) => source === 'all' || idOf(item) === source),
    external: { status: 'ok' },
  };
}

const isMetric = (key: string): key is SongstatsMetric => (SONGSTATS_METRICS as readonly string[]).includes(key);

/** The days an external figure covers, ending at its own last day. */
function externalRange(scope: SongstatsScope, asOf: string | null) {
  if (!asOf) return { from: null, to: null };
  return scope === 'all_time' ? { from: null, to: asOf } : scopeRange(scope, { first: asOf, asOf });
}

const unverified = { origin: 'songstats' as const, verified: false };

export const externalSource = (source: { id: string; name: string; metrics: SongstatsMetric[] }): SongstatsSource => ({
  id: source.id,
  name: source.name,
  ...unverified,
  metrics: source.metrics,
  as_of: null,
});

export function externalStats(stats: ExternalStats, scope: SongstatsScope): SongstatsSourceStats {
  const values = Object.fromEntries(
    Object.entries(stats.values).flatMap(([key, value]) =>
      isMetric(key) && Number.isFinite(value) ? [[key, Math.round(value ?? 0)]] : [],
    ),
  );
  return {
    source: stats.source,
    name: stats.name,
    ...unverified,
    as_of: stats.asOf,
    range: externalRange(scope, stats.asOf),
    values,
  };
}

export const externalHistory = (history: ExternalHistory): SongstatsSourceHistory => ({
  source: history.source,
  name: history.name,
  ...unverified,
  as_of: history.asOf,
  interval: 'day',
  points: history.points.map((point) => ({ date: point.date, value: Math.round(point.value) })),
});
