import type { AnalyticsWindow, DspSong, DspSongInfo, DspSongPlatforms, DspSongs, DspTopTracks } from '@irama/contracts';
import { companyScope } from '../../db/scope.ts';
import { changeBps, measuresOf } from './dsp.figures.ts';
import { firstDspDay, songNames } from './dsp.repository.ts';
import {
  type DspDeps,
  type DspScope,
  type DspWindow,
  dspWindow,
  filterOf,
  platformsOf,
  sumFor,
  sumsOver,
} from './dsp.service.ts';

/** Every song of the company with streams in the range, with its measures, most streamed first. */
export async function rankedSongs(deps: DspDeps, companyId: number, w: DspWindow): Promise<DspSong[]> {
  const { range } = w;
  const scope = { companyId };
  const [now, before] = await Promise.all([
    sumFor(deps, scope, filterOf(scope, range.from, range.to), ['item_key']),
    sumFor(deps, scope, filterOf(scope, range.previous_from, range.previous_to), ['item_key']),
  ]);
  const previous = new Map(before.map((row) => [row.item_key, row.views]));
  const ranked = now
    .filter((row) => row.views > 0)
    .sort((a, b) => b.views - a.views || a.item_key.localeCompare(b.item_key));
  const names = await songNames(
    deps.db,
    companyScope(companyId),
    ranked.map((row) => row.item_key),
  );
  return ranked.map((row) => {
    const previousStreams = previous.get(row.item_key) ?? 0;
    const name = names.get(row.item_key);
    return {
      isrc: row.item_key,
      title: name?.title ?? null,
      artist: name?.artist ?? null,
      ...measuresOf(row, w.days),
      previous_streams: previousStreams,
      streams_change_bps: changeBps(row.views, previousStreams),
    };
  });
}

export async function dspTopTracks(deps: DspDeps, companyId: number, window: AnalyticsWindow): Promise<DspTopTracks> {
  const w = await dspWindow(deps, companyId, window);
  return { range: w.range, tracks: (await rankedSongs(deps, companyId, w)).slice(0, 10) };
}

export async function dspSongs(
  deps: DspDeps,
  companyId: number,
  query: { filter_periode: AnalyticsWindow; page: number; limit: number },
): Promise<DspSongs> {
  const w = await dspWindow(deps, companyId, query.filter_periode);
  const songs = await rankedSongs(deps, companyId, w);
  const start = (query.page - 1) * query.limit;
  return {
    range: w.range,
    results: songs.slice(start, start + query.limit),
    page: query.page,
    limit: query.limit,
    total: songs.length,
  };
}

export async function dspSongInfo(
  deps: DspDeps,
  scope: DspScope & { isrc: string },
  window: AnalyticsWindow,
): Promise<DspSongInfo> {
  const w = await dspWindow(deps, scope.companyId, window);
  const { range } = w;
  const [now, before, platforms, first, names] = await Promise.all([
    sumsOver(deps, scope, range.from, range.to),
    sumsOver(deps, scope, range.previous_from, range.previous_to),
    platformsOf(deps, scope, range.as_of),
    firstDspDay(deps.db, companyScope(scope.companyId), scope.isrc),
    songNames(deps.db, companyScope(scope.companyId), [scope.isrc]),
  ]);
  const totals = measuresOf(now, w.days);
  const previous = measuresOf(before, w.previousDays);
  const name = names.get(scope.isrc);
  return {
    range,
    isrc: scope.isrc,
    title: name?.title ?? null,
    artist: name?.artist ?? null,
    first_day: first,
    totals,
    previous,
    streams_change_bps: changeBps(totals.streams, previous.streams),
    platforms,
  };
}

export async function dspSongPlatforms(
  deps: DspDeps,
  scope: DspScope,
  window: AnalyticsWindow,
): Promise<DspSongPlatforms> {
  const w = await dspWindow(deps, scope.companyId, window);
  const rows = await sumFor(deps, scope, filterOf(scope, w.range.from, w.range.to), ['store']);
  const total = rows.reduce((sum, row) => sum + row.views, 0);
  const platforms = rows
    .filter((row) => row.views > 0)
    .sort((a, b) => b.views - a.views || a.store.localeCompare(b.store))
    .map((row) => ({
      platform: row.store,
      ...measuresOf(row, w.days),
      share_bps: total > 0 ? Math.round((row.views * 10_000) / total) : 0,
    }));
  return { range: w.range, platforms };
}
