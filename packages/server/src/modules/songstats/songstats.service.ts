import {
  IdParamSchema,
  type SongstatsActivity,
  type SongstatsArtist,
  type SongstatsMetric,
  type SongstatsScope,
  type SongstatsSource,
  type SongstatsSourceHistory,
  type SongstatsSourceStats,
  type SongstatsTrack,
  type SongstatsTrackRef,
} from '@irama/contracts';
import { companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { dspCompany } from '../dsp/index.ts';
import {
  artistCatalogue,
  type CatalogueTrack,
  catalogueArtists,
  catalogueTrack,
  foldName,
  type ReadDeps,
} from '../release/index.ts';
import { findActivities, recentOf } from './activities.ts';
import type { SongstatsProvider } from './external/provider.ts';
import { externalHistory, externalSource, externalStats, fromExternal } from './external-merge.ts';
import {
  type FigureReads,
  figureReads,
  metricsIn,
  type OwnSource,
  ownSources,
  scopeRange,
  sourceAnswer,
  sourceFigures,
  sourceHistory,
  sumFigures,
  valuesOf,
} from './own-figures.ts';

/** What Songstats reads: the catalogue (with its signed covers), the portal's URL, and the external API when set up. */
export interface SongstatsDeps {
  read: ReadDeps;
  publicUrl: string;
  external?: SongstatsProvider | undefined;
  now?: () => Date;
}

/** `source`, `metric` and `scope` of a call. */
export interface SongstatsFilter {
  source: string;
  metric: SongstatsMetric;
  scope: SongstatsScope;
}

/** The subject of a stats call: an artist's tracks, or one track. */
export interface Subject {
  companyId: number;
  isrcs: string[];
  /** How the external API names it. */
  external: { artist: string } | { isrc: string } | null;
}

/** Whose Songstats a caller reads: a company without the DSP or music service has none (404), like DSP analytics. */
export const songstatsCompany = (caller: Caller) => dspCompany(caller);

/** An id in a path (1 to ROW_ID_MAX, as every id): a malformed or too large one answers like a missing one. */
function parseId(text: string): number {
  const id = IdParamSchema.safeParse(text);
  if (!id.success) throw notFound();
  return id.data;
}

const isrcsOf = (tracks: readonly CatalogueTrack[]) => [
  ...new Set(tracks.flatMap((track) => (track.isrc ? [track.isrc] : []))),
];

/** The own sources a call asks for: all of them, or the one named. */
const selected = (sources: readonly OwnSource[], source: string) =>
  source === 'all' ? [...sources] : sources.filter((own) => own.id === source);

export const trackRef = (track: CatalogueTrack): SongstatsTrackRef => ({
  id: track.id,
  title: track.title,
  isrc: track.isrc,
  artists: track.artists,
  cover_url: track.coverUrl,
});

/** A live track's share id and public page; null before its release is live or without a share id. */
export function shareOf(deps: SongstatsDeps, track: CatalogueTrack) {
  const shareId = track.shareId && track.release.status === 'success' ? track.shareId : null;
  return { share_id: shareId, share_url: shareId && `${deps.publicUrl}/s/${shareId}` };
}

/** The caller's artist with its tracks; another company's id answers like a missing one. */
export async function artistOf(deps: SongstatsDeps, caller: Caller, idText: string) {
  const companyId = dspCompany(caller);
  const found = await artistCatalogue(deps.read, companyScope(companyId), parseId(idText));
  if (!found) throw notFound();
  const subject: Subject = {
    companyId,
    isrcs: isrcsOf(found.tracks),
    external: found.artist.spotify_id ? { artist: found.artist.spotify_id } : null,
  };
  return { ...found, subject };
}

/** The caller's track by id or ISRC; another company's answers like a missing one. */
export async function trackOf(deps: SongstatsDeps, caller: Caller, by: { id: string } | { isrc: string }) {
  const companyId = dspCompany(caller);
  const key = 'id' in by ? { id: parseId(by.id) } : { isrc: by.isrc };
  const track = await catalogueTrack(deps.read, companyScope(companyId), key);
  if (!track) throw notFound();
  const subject: Subject = {
    companyId,
    isrcs: track.isrc ? [track.isrc] : [],
    external: track.isrc ? { isrc: track.isrc } : null,
  };
  return { track, subject };
}

export async function sourceList(deps: SongstatsDeps, caller: Caller) {
  const own = (await ownSources(deps.read.db, dspCompany(caller))).map(sourceAnswer);
  const merged = await fromExternal(deps.external, 'all', async (provider) => {
    const answer = await provider.sources();
    return answer.status === 'ok' ? { status: 'ok', value: answer.value.map(externalSource) } : answer;
  });
  return { source_list: [...own, ...merged.items] satisfies SongstatsSource[], external: merged.external };
}

export async function artistList(
  deps: SongstatsDeps,
  caller: Caller,
  query: { q?: string | undefined; limit: number },
): Promise<{ artist_list: SongstatsArtist[] }> {
  const artists = await catalogueArtists(deps.read.db, companyScope(dspCompany(caller)));
  const q = foldName(query.q ?? '');
  return { artist_list: artists.filter((artist) => foldName(artist.name).includes(q)).slice(0, query.limit) };
}

/** One own source's figures of the subject over the scope. */
async function ownStats(reads: FigureReads, source: OwnSource, scope: SongstatsScope) {
  const range = scopeRange(scope, source);
  const [figures, metrics] = await Promise.all([
    sourceFigures(reads, source, range, scope),
    metricsIn(reads, source, range, scope),
  ]);
  return { source, range, figures: sumFigures(figures.values()), metrics };
}

/** Every source's figures of the subject (or the one asked for), with the sum over Irama's own. */
export async function statsOf(deps: SongstatsDeps, subject: Subject, filter: SongstatsFilter) {
  const { db } = deps.read;
  const sources = selected(await ownSources(db, subject.companyId), filter.source);
  const reads = figureReads(db, subject.companyId, subject.isrcs);
  const [own, merged] = await Promise.all([
    Promise.all(sources.map((source) => ownStats(reads, source, filter.scope))),
    fromExternal(
      deps.external,
      filter.source,
      externalCall(subject, (provider, name) =>
        'artist' in name
          ? provider.artistStats(name.artist, filter.scope)
          : provider.trackStats(name.isrc, filter.scope),
      ),
    ),
  ]);
  const stats: SongstatsSourceStats[] = own.map(({ source, range, figures, metrics }) => ({
    source: source.id,
    name: source.name,
    origin: 'irama',
    verified: true,
    as_of: source.asOf,
    range,
    values: valuesOf(figures, metrics),
  }));
  if (filter.source === 'all' && own.length > 1) stats.unshift(sumOfOwn(own));
  return {
    scope: filter.scope,
    stats: [...stats, ...merged.items.map((item) => externalStats(item, filter.scope))],
    external: merged.external,
  };
}

/**
 * Irama's own sources summed (source `all`): each figure over its own source's range, so the sum is
 * true as of the freshest source and its range spans theirs.
 */
function sumOfOwn(own: Awaited<ReturnType<typeof ownStats>>[]): SongstatsSourceStats {
  const metrics = [...new Set(own.flatMap((stats) => stats.metrics))];
  const latest = (days: string[], pick: 'min' | 'max') =>
    [...days].sort()[pick === 'min' ? 0 : days.length - 1] ?? null;
  return {
    source: 'all',
    name: 'Irama',
    origin: 'irama',
    verified: true,
    as_of: latest(
      own.map(({ source }) => source.asOf),
      'max',
    ),
    range: {
      from: latest(
        own.map(({ range }) => range.from),
        'min',
      ),
      to: latest(
        own.map(({ range }) => range.to),
        'max',
      ),
    },
    values: valuesOf(sumFigures(own.map(({ figures }) => figures)), metrics),
  };
}

/** The external call for a subject it can name, or null. */
function externalCall<T>(
  subject: Subject,
  call: (provider: SongstatsProvider, name: { artist: string } | { isrc: string }) => Promise<T>,
) {
  const name = subject.external;
  return name ? (provider: SongstatsProvider) => call(provider, name) : null;
}

/** Each source's history of the metric (those carrying it), daily or monthly. */
export async function historyOf(deps: SongstatsDeps, subject: Subject, filter: SongstatsFilter) {
  const { db } = deps.read;
  const sources = selected(await ownSources(db, subject.companyId), filter.source).filter((source) =>
    source.metrics.includes(filter.metric),
  );
  const reads = figureReads(db, subject.companyId, subject.isrcs);
  const [own, merged] = await Promise.all([
    Promise.all(
      sources.map(async (source): Promise<SongstatsSourceHistory> => {
        const history = await sourceHistory(
          reads,
          source,
          filter.metric,
          scopeRange(filter.scope, source),
          filter.scope,
        );
        return {
          source: source.id,
          name: source.name,
          origin: 'irama',
          verified: true,
          as_of: source.asOf,
          ...history,
        };
      }),
    ),
    fromExternal(
      deps.external,
      filter.source,
      externalCall(subject, (provider, name) =>
        'artist' in name
          ? provider.artistHistory(name.artist, filter.metric, filter.scope)
          : provider.trackHistory(name.isrc, filter.metric, filter.scope),
      ),
    ),
  ]);
  return {
    metric: filter.metric,
    scope: filter.scope,
    stats: [...own, ...merged.items.map(externalHistory)],
    external: merged.external,
  };
}

/** The newest day any own source reached, or today without data. */
export const newestDay = (deps: SongstatsDeps, sources: readonly OwnSource[]) =>
  sources
    .map((source) => source.asOf)
    .sort()
    .at(-1) ?? (deps.now?.() ?? new Date()).toISOString().slice(0, 10);

/** Every activity of the artist's tracks and releases from the sources asked for, newest first. */
export async function artistActivities(
  deps: SongstatsDeps,
  caller: Caller,
  idText: string,
  source: string,
): Promise<{ activities: SongstatsActivity[]; newest: string }> {
  const { tracks, subject } = await artistOf(deps, caller, idText);
  const all = await ownSources(deps.read.db, subject.companyId);
  const releases = [...new Map(tracks.map((track) => [track.release.id, track.release])).values()];
  const activities = await findActivities(
    figureReads(deps.read.db, subject.companyId, subject.isrcs),
    selected(all, source),
    tracks.map(trackRef),
    releases.map(({ id, title }) => ({ id, title })),
  );
  return { activities, newest: newestDay(deps, all) };
}

export async function artistRecent(deps: SongstatsDeps, caller: Caller, idText: string, source: string) {
  const { activities, newest } = await artistActivities(deps, caller, idText, source);
  return { recent: recentOf(activities, newest) };
}

/** A track as `track_info` and `track_stats` show it, with the sources that have data for it. */
export async function trackAnswer(
  deps: SongstatsDeps,
  track: CatalogueTrack,
  subject: Subject,
): Promise<SongstatsTrack> {
  const sources = await ownSources(deps.read.db, subject.companyId);
  const reads = figureReads(deps.read.db, subject.companyId, subject.isrcs);
  const withData = await Promise.all(
    sources.map(async (source) => {
      const figures = sumFigures(
        (await sourceFigures(reads, source, { from: source.first, to: source.asOf }, 'all_time')).values(),
      );
      return Object.values(figures.values).some((value) => value > 0) ? [source.id] : [];
    }),
  );
  return {
    ...trackRef(track),
    release: track.release,
    ...shareOf(deps, track),
    sources: withData.flat(),
  };
}
