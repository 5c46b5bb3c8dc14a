import type { SongstatsMetric } from '@irama/contracts';
import type { Caller } from '../../lib/caller.ts';
import { bpsOf, changeBps, sharesOf } from '../dsp/index.ts';
import {
  type Figures,
  feedRows,
  figureReads,
  ownSources,
  previousRange,
  scopeRange,
  sourceFigures,
  sumFigures,
} from './own-figures.ts';
import { artistOf, type SongstatsDeps, type SongstatsFilter, shareOf, trackRef } from './songstats.service.ts';

/** The own sources a call asks for that carry the metric. */
const carrying = async (deps: SongstatsDeps, companyId: number, filter: SongstatsFilter) =>
  (await ownSources(deps.read.db, companyId)).filter(
    (source) => (filter.source === 'all' || source.id === filter.source) && source.metrics.includes(filter.metric),
  );

/** Each ISRC's value of the metric, summed over the figures the sources gave it. */
const valueByIsrc = (perSource: Map<string, Figures>[], metric: SongstatsMetric) => {
  const lists = new Map<string, Figures[]>();
  for (const figures of perSource) {
    for (const [isrc, one] of figures) lists.set(isrc, [...(lists.get(isrc) ?? []), one]);
  }
  return new Map([...lists].map(([isrc, list]) => [isrc, sumFigures(list).values[metric] ?? 0]));
};

/** The artist's tracks ranked by the metric over the scope, with each one's part and change. */
export async function artistTopTracks(deps: SongstatsDeps, caller: Caller, idText: string, filter: SongstatsFilter) {
  const { tracks, subject } = await artistOf(deps, caller, idText);
  const sources = await carrying(deps, subject.companyId, filter);
  const reads = figureReads(deps.read.db, subject.companyId, subject.isrcs);
  const figuresOver = (previous: boolean) =>
    Promise.all(
      sources.flatMap((source) => {
        const range = scopeRange(filter.scope, source);
        const over = previous ? previousRange(filter.scope, range) : range;
        return over ? [sourceFigures(reads, source, over, filter.scope)] : [];
      }),
    );
  const hasPrevious = filter.scope !== 'all_time';
  const [now, before] = await Promise.all([figuresOver(false), figuresOver(true)]);
  const values = valueByIsrc(now, filter.metric);
  const earlier = valueByIsrc(before, filter.metric);
  const unique = [...new Map(tracks.filter((track) => track.isrc).map((track) => [track.isrc, track])).values()];
  const total = unique.reduce((sum, track) => sum + (values.get(track.isrc ?? '') ?? 0), 0);
  const ranked = unique
    .map((track) => ({ track, value: values.get(track.isrc ?? '') ?? 0 }))
    .sort((a, b) => b.value - a.value || a.track.title.localeCompare(b.track.title) || a.track.id - b.track.id);
  return {
    metric: filter.metric,
    scope: filter.scope,
    source: filter.source,
    as_of:
      sources
        .map((source) => source.asOf)
        .sort()
        .at(-1) ?? null,
    top_tracks: ranked.map(({ track, value }, index) => ({
      rank: index + 1,
      track: trackRef(track),
      value,
      share_bps: bpsOf(value, total),
      change_bps: hasPrevious ? changeBps(value, earlier.get(track.isrc ?? '') ?? 0) : null,
    })),
  };
}

/** Shares of summed values by key, largest first. */
function sharesBy<R>(rows: readonly R[], keyOf: (row: R) => string, amountOf: (row: R) => number) {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key) sums.set(key, (sums.get(key) ?? 0) + amountOf(row));
  }
  return sharesOf([...sums].map(([key, value]) => ({ key, value })));
}

/** Where and who listens to the artist's tracks, per own source with data, over the scope. */
export async function artistAudience(deps: SongstatsDeps, caller: Caller, idText: string, filter: SongstatsFilter) {
  const { subject } = await artistOf(deps, caller, idText);
  const sources = (await ownSources(deps.read.db, subject.companyId)).filter(
    (source) => filter.source === 'all' || source.id === filter.source,
  );
  const reads = figureReads(deps.read.db, subject.companyId, subject.isrcs);
  const audience = await Promise.all(
    sources.map(async (source) => {
      const range = scopeRange(filter.scope, source);
      const [countries, demographic] = await Promise.all([
        feedRows(reads, source, range, ['country']),
        feedRows(reads, source, range, ['gender', 'age_group'], 'demographic'),
      ]);
      return {
        source: source.id,
        name: source.name,
        as_of: source.asOf,
        metric: source.feed === 'asset' ? ('views' as const) : ('streams' as const),
        countries: sharesBy(
          countries,
          (row) => row.country,
          (row) => row.views,
        ),
        age_groups: sharesBy(
          demographic,
          (row) => row.age_group,
          (row) => row.views,
        ),
        genders: sharesBy(
          demographic,
          (row) => row.gender,
          (row) => row.views,
        ),
      };
    }),
  );
  return { scope: filter.scope, audience: audience.filter((one) => one.countries.length > 0) };
}

/** The releases crediting the artist, newest first, with their tracks. */
export async function artistCatalog(deps: SongstatsDeps, caller: Caller, idText: string) {
  const { tracks } = await artistOf(deps, caller, idText);
  const releases = new Map<
    number,
    { release: (typeof tracks)[number]['release']; cover_url: string | null; list: typeof tracks }
  >();
  for (const track of tracks) {
    const entry = releases.get(track.release.id) ?? { release: track.release, cover_url: track.coverUrl, list: [] };
    releases.set(track.release.id, { ...entry, list: [...entry.list, track] });
  }
  return {
    catalog: [...releases.values()].map(({ release, cover_url, list }) => ({
      ...release,
      cover_url,
      tracks: list.map((track) => ({ ...trackRef(track), ...shareOf(deps, track) })),
    })),
  };
}
