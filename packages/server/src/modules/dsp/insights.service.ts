import type { AnalyticsWindow, DspInsight, DspInsights, InsightThresholds } from '@irama/contracts';
import { addDays } from '@irama/contracts';
import { companyScope } from '../../db/scope.ts';
import { sumAnalytics } from '../../ingest/analytics/index.ts';
import { releaseDatesByIsrc } from '../release/index.ts';
import { bpsOf, changeBps, daysBetween, regroup, weekdayOf } from './dsp.figures.ts';
import { firstDspDay, songNames } from './dsp.repository.ts';
import { type DspDeps, dspWindow } from './dsp.service.ts';

/** The rules of Smart Analytics: what counts as growth, a drop, a breakout, and enough releases. */
export const THRESHOLDS: InsightThresholds = {
  min_streams: 100,
  growth_min_bps: 2_000,
  drop_min_bps: 3_000,
  breakout_min_gain_bps: 1_000,
  min_releases: 3,
};
/** At most this many insights of one kind. */
const PER_KIND = 3;

type Named = { isrc: string; title: string | null; artist: string | null };

/** The company's insights over a window, each with the numbers behind it. */
export async function computeInsights(deps: DspDeps, companyId: number, window: AnalyticsWindow): Promise<DspInsights> {
  const w = await dspWindow(deps, companyId, window);
  const { range } = w;
  const { db } = deps;
  const scope = companyScope(companyId);
  const now = { feed: 'dsp', breakdown: 'total', from: range.from, to: range.to } as const;
  const before = { ...now, from: range.previous_from, to: range.previous_to };
  // Six reads: (song, country), (song, store) and (store, day) now, and the first two before; the rest is regrouped.
  const [songCountries, previousSongCountries, storeDays, songStores, previousSongStores] = await Promise.all([
    sumAnalytics(db, scope, now, ['item_key', 'country']),
    sumAnalytics(db, scope, before, ['item_key', 'country']),
    sumAnalytics(db, scope, now, ['store', 'day']),
    sumAnalytics(db, scope, now, ['item_key', 'store']),
    sumAnalytics(db, scope, before, ['item_key', 'store']),
  ]);
  const previousStores = regroup(previousSongStores, 'store', (row) => row.store);
  const songs = regroup(songCountries, 'item_key', (row) => row.item_key);
  const previousSongs = regroup(previousSongCountries, 'item_key', (row) => row.item_key);
  const countries = regroup(songCountries, 'country', (row) => row.country);
  const stores = regroup(storeDays, 'store', (row) => row.store);
  const daily = regroup(storeDays, 'day', (row) => row.day);
  const min = THRESHOLDS.min_streams;
  const streamsOf = new Map(songs.map((row) => [row.item_key, row.views]));
  const previousOf = new Map(previousSongs.map((row) => [row.item_key, row.views]));
  const insights: DspInsight[] = [];

  const growth = songs
    .map((row) => ({ isrc: row.item_key, streams: row.views, previous: previousOf.get(row.item_key) ?? 0 }))
    .filter((row) => row.previous >= min)
    .map((row) => ({ ...row, change: changeBps(row.streams, row.previous) ?? 0 }))
    .filter((row) => row.change >= THRESHOLDS.growth_min_bps)
    .sort((a, b) => b.change - a.change || a.isrc.localeCompare(b.isrc))
    .slice(0, PER_KIND);

  const previousCountry = new Map(
    previousSongCountries.map((row) => [`${row.item_key}\u0000${row.country}`, row.views]),
  );
  const breakouts = songCountries
    .filter((row) => row.country !== '' && row.views >= min)
    .map((row) => {
      const previous = previousCountry.get(`${row.item_key}\u0000${row.country}`) ?? 0;
      const share = bpsOf(row.views, streamsOf.get(row.item_key) ?? 0);
      const previousShare = bpsOf(previous, previousOf.get(row.item_key) ?? 0);
      return { isrc: row.item_key, country: row.country, streams: row.views, previous, share, previousShare };
    })
    .filter(
      (row) =>
        row.share - row.previousShare >= THRESHOLDS.breakout_min_gain_bps && row.share * 2 >= row.previousShare * 3,
    )
    .sort((a, b) => b.share - b.previousShare - (a.share - a.previousShare) || a.isrc.localeCompare(b.isrc))
    .slice(0, PER_KIND);

  const storeNow = new Map(stores.map((row) => [row.store, row.views]));
  const songStoreNow = new Map(songStores.map((row) => [`${row.item_key}\u0000${row.store}`, row.views]));
  const fell = <R extends { previous: number; streams: number }>(rows: R[]) =>
    rows
      .filter((row) => row.previous >= min)
      .map((row) => ({ ...row, change: changeBps(row.streams, row.previous) ?? 0 }))
      .filter((row) => row.change <= -THRESHOLDS.drop_min_bps);
  const songAndStoreDrops = fell([
    ...previousSongs.map((row) => ({
      subject: 'song' as const,
      key: row.item_key,
      platform: null,
      previous: row.views,
      streams: streamsOf.get(row.item_key) ?? 0,
    })),
    ...previousStores.map((row) => ({
      subject: 'platform' as const,
      key: row.store,
      platform: null,
      previous: row.views,
      streams: storeNow.get(row.store) ?? 0,
    })),
  ]);
  // A song that fell on one store while holding up elsewhere (a playlist removal) is only news when
  // neither the song nor the store as a whole already fell.
  const told = new Set(songAndStoreDrops.map((row) => row.key));
  const songOnStoreDrops = fell(
    previousSongStores
      .filter((row) => !told.has(row.item_key) && !told.has(row.store))
      .map((row) => ({
        subject: 'song_platform' as const,
        key: row.item_key,
        platform: row.store,
        previous: row.views,
        streams: songStoreNow.get(`${row.item_key}\u0000${row.store}`) ?? 0,
      })),
  );
  const drops = [...songAndStoreDrops, ...songOnStoreDrops]
    .sort((a, b) => a.change - b.change || a.key.localeCompare(b.key))
    .slice(0, PER_KIND * 2);

  const saver = songs
    .filter((row) => row.views >= min && row.saves > 0)
    .map((row) => ({ isrc: row.item_key, saves: row.saves, streams: row.views, rate: bpsOf(row.saves, row.views) }))
    .sort((a, b) => b.rate - a.rate || a.isrc.localeCompare(b.isrc))[0];

  const names = await songNames(db, companyScope(companyId), [
    ...growth.map((row) => row.isrc),
    ...breakouts.map((row) => row.isrc),
    ...drops.filter((row) => row.subject !== 'platform').map((row) => row.key),
    ...(saver ? [saver.isrc] : []),
  ]);
  const named = (isrc: string): Named => ({
    isrc,
    title: names.get(isrc)?.title ?? null,
    artist: names.get(isrc)?.artist ?? null,
  });

  for (const row of growth) {
    insights.push({
      kind: 'growth',
      ...named(row.isrc),
      streams: row.streams,
      previous_streams: row.previous,
      change_bps: row.change,
    });
  }
  for (const row of breakouts) {
    insights.push({
      kind: 'breakout',
      ...named(row.isrc),
      country: row.country,
      streams: row.streams,
      previous_streams: row.previous,
      share_bps: row.share,
      previous_share_bps: row.previousShare,
    });
  }
  for (const row of drops) {
    const name = row.subject === 'platform' ? { title: null, artist: null } : named(row.key);
    insights.push({
      kind: 'drop',
      subject: row.subject,
      key: row.key,
      platform: row.platform,
      title: name.title,
      artist: name.artist,
      streams: row.streams,
      previous_streams: row.previous,
      change_bps: row.change,
    });
  }
  const releaseDay = await bestReleaseDay(deps, companyId, range.as_of, daily, daysBetween(range.from, range.to));
  if (releaseDay) insights.push(releaseDay);

  const total = songs.reduce((sum, row) => sum + row.views, 0);
  const leader = <R extends { views: number }>(rows: R[], keyOf: (row: R) => string) =>
    rows
      .filter((row) => keyOf(row) !== '' && row.views > 0)
      .sort((a, b) => b.views - a.views || keyOf(a).localeCompare(keyOf(b)))[0];
  const topCountry = leader(countries, (row) => row.country);
  if (topCountry) {
    insights.push({
      kind: 'top_country',
      key: topCountry.country,
      streams: topCountry.views,
      share_bps: bpsOf(topCountry.views, total),
    });
  }
  const topStore = leader(stores, (row) => row.store);
  if (topStore) {
    insights.push({
      kind: 'top_platform',
      key: topStore.store,
      streams: topStore.views,
      share_bps: bpsOf(topStore.views, total),
    });
  }
  if (saver) {
    insights.push({
      kind: 'save_rate',
      ...named(saver.isrc),
      saves: saver.saves,
      streams: saver.streams,
      save_rate_bps: saver.rate,
    });
  }
  return { range, has_data: w.hasData, thresholds: THRESHOLDS, insights, computed_at: new Date().toISOString() };
}

/**
 * The weekday to release on: the weekday whose releases had the most streams on average in their first
 * 7 days, over releases whose first week the feeds fully cover; with fewer than `min_releases` of
 * those, the weekday with the most streams on average over the window's days.
 */
async function bestReleaseDay(
  deps: DspDeps,
  companyId: number,
  asOf: string,
  daily: readonly { day: string; views: number }[],
  windowDays: readonly string[],
): Promise<DspInsight | null> {
  const scope = companyScope(companyId);
  const [dates, first] = await Promise.all([releaseDatesByIsrc(deps.db, scope), firstDspDay(deps.db, scope)]);
  // Releases of the last year whose first week the feeds fully cover: older ones say little about today.
  const since = addDays(asOf, -365);
  const releases = first ? [...dates].filter(([, day]) => day >= first && day >= since && addDays(day, 6) <= asOf) : [];
  if (releases.length >= THRESHOLDS.min_releases) {
    const from = releases.reduce((a, [, day]) => (day < a ? day : a), asOf);
    const rows = await sumAnalytics(
      deps.db,
      scope,
      { feed: 'dsp', breakdown: 'total', from, to: asOf, itemKeys: releases.map(([isrc]) => isrc) },
      ['item_key', 'day'],
    );
    const firstWeek = new Map<string, number>();
    const releasedOn = new Map(releases);
    for (const row of rows) {
      const day = releasedOn.get(row.item_key);
      if (day && row.day >= day && row.day <= addDays(day, 6)) {
        firstWeek.set(row.item_key, (firstWeek.get(row.item_key) ?? 0) + row.views);
      }
    }
    return pickWeekday(
      'releases',
      releases.map(([isrc, day]) => ({ weekday: weekdayOf(day), value: firstWeek.get(isrc) ?? 0 })),
    );
  }
  const byDay = new Map(daily.map((row) => [row.day, row.views]));
  return pickWeekday(
    'daily_streams',
    windowDays.map((day) => ({ weekday: weekdayOf(day), value: byDay.get(day) ?? 0 })),
  );
}

function pickWeekday(
  basis: 'releases' | 'daily_streams',
  samples: { weekday: number; value: number }[],
): DspInsight | null {
  const by = new Map<number, { sum: number; n: number }>();
  for (const s of samples) {
    const entry = by.get(s.weekday) ?? { sum: 0, n: 0 };
    entry.sum += s.value;
    entry.n += 1;
    by.set(s.weekday, entry);
  }
  const best = [...by]
    .map(([weekday, { sum, n }]) => ({ weekday, average: Math.round(sum / n), n }))
    .sort((a, b) => b.average - a.average || a.weekday - b.weekday)[0];
  if (!best || best.average === 0) return null;
  return { kind: 'best_release_day', basis, weekday: best.weekday, average_streams: best.average, samples: best.n };
}
