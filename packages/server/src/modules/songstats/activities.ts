import {
  addDays,
  SONGSTATS_JUMP_FACTOR,
  SONGSTATS_JUMP_MIN,
  SONGSTATS_MILESTONES,
  SONGSTATS_RECENT_DAYS,
  type SongstatsActivity,
  type SongstatsActivityKind,
  type SongstatsTrackRef,
} from '@irama/contracts';
import { companyScope } from '../../db/scope.ts';
import { daysBetween } from '../dsp/index.ts';
import { releasesLiveAt } from '../release/index.ts';
import { type FigureReads, feedRows, type OwnSource } from './own-figures.ts';

/** Days a jump is measured against, and a country's top-5 place is held over. */
const BASELINE_DAYS = 28;
const TOP_COUNTRIES = 5;

const NONE = {
  source: null,
  track: null,
  release: null,
  metric: null,
  value: null,
  threshold: null,
  baseline: null,
  country: null,
  rank: null,
};

/** One ISRC's plays from one source: by day, and by day and country. */
interface Series {
  days: string[];
  total: Map<string, number>;
  byCountry: Map<string, Map<string, number>>;
}

/** The all-time threshold each day's running total passes first. */
function milestones(series: Series): { date: string; value: number; threshold: number }[] {
  const found: { date: string; value: number; threshold: number }[] = [];
  let running = 0;
  for (const day of series.days) {
    const before = running;
    running += series.total.get(day) ?? 0;
    for (const threshold of SONGSTATS_MILESTONES) {
      if (before < threshold && running >= threshold) found.push({ date: day, value: running, threshold });
    }
  }
  return found;
}

/**
 * Days whose plays are at least SONGSTATS_JUMP_FACTOR times the daily average of the 28 days before
 * (and SONGSTATS_JUMP_MIN at least), once the ISRC has 28 days of history; a run of such days counts
 * on its first.
 */
function jumps(series: Series): { date: string; value: number; baseline: number }[] {
  const found: { date: string; value: number; baseline: number }[] = [];
  let window = 0;
  let wasJump = false;
  series.days.forEach((day, index) => {
    const value = series.total.get(day) ?? 0;
    if (index >= BASELINE_DAYS) {
      const baseline = window / BASELINE_DAYS;
      const isJump = value >= SONGSTATS_JUMP_MIN && value >= SONGSTATS_JUMP_FACTOR * baseline;
      if (isJump && !wasJump) found.push({ date: day, value, baseline: Math.round(baseline) });
      wasJump = isJump;
      window -= series.total.get(series.days[index - BASELINE_DAYS] ?? '') ?? 0;
    }
    window += value;
  });
  return found;
}

/** The largest keys of a map, largest first (ties by key). */
const topOf = (sums: Map<string, number>) =>
  [...sums]
    .filter(([, value]) => value > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_COUNTRIES)
    .map(([key]) => key);

/**
 * Countries entering the top 5 of the last 28 days' plays that held no top-5 place in the 28 days
 * before, once the ISRC has 28 days of history (so a first audience is not news).
 */
function newTopCountries(series: Series): { date: string; country: string; rank: number; value: number }[] {
  const found: { date: string; country: string; rank: number; value: number }[] = [];
  const window = new Map<string, number>();
  const shift = (day: string | undefined, sign: number) => {
    for (const [country, value] of series.byCountry.get(day ?? '') ?? []) {
      window.set(country, (window.get(country) ?? 0) + sign * value);
    }
  };
  const held: Set<string>[] = [];
  series.days.forEach((day, index) => {
    shift(day, 1);
    if (index >= BASELINE_DAYS) shift(series.days[index - BASELINE_DAYS], -1);
    const top = topOf(window);
    if (index >= BASELINE_DAYS) {
      const recent = held.slice(-BASELINE_DAYS);
      top.forEach((country, rank) => {
        if (!recent.some((places) => places.has(country))) {
          found.push({ date: day, country, rank: rank + 1, value: window.get(country) ?? 0 });
        }
      });
    }
    held.push(new Set(top));
  });
  return found;
}

/** Each ISRC's series from the source, from its first day with plays to the source's last. */
async function seriesOf(reads: FigureReads, source: OwnSource): Promise<Map<string, Series>> {
  const rows = await feedRows(reads, source, { from: source.first, to: source.asOf }, ['day', 'country']);
  const byIsrc = new Map<string, Series>();
  for (const row of rows) {
    if (!row.isrc) continue;
    const series = byIsrc.get(row.isrc) ?? { days: [], total: new Map(), byCountry: new Map() };
    byIsrc.set(row.isrc, series);
    series.total.set(row.day, (series.total.get(row.day) ?? 0) + row.views);
    if (row.country) {
      const countries = series.byCountry.get(row.day) ?? new Map<string, number>();
      series.byCountry.set(row.day, countries.set(row.country, (countries.get(row.country) ?? 0) + row.views));
    }
  }
  for (const series of byIsrc.values()) {
    const played = [...series.total]
      .filter(([, value]) => value > 0)
      .map(([day]) => day)
      .sort();
    series.days = played[0] ? daysBetween(played[0], source.asOf) : [];
  }
  return byIsrc;
}

const KIND_ORDER: readonly SongstatsActivityKind[] = ['release_live', 'new_top_country', 'jump', 'milestone'];

/**
 * What the data shows happened to the tracks (SPEC §7 Songstats), newest first: their releases going
 * live, and per source and track each milestone passed, each jump against its 28-day baseline and
 * each country new in its top 5.
 */
export async function findActivities(
  reads: FigureReads,
  sources: readonly OwnSource[],
  tracks: readonly SongstatsTrackRef[],
  releases: readonly { id: number; title: string }[],
): Promise<SongstatsActivity[]> {
  const trackOf = new Map<string, SongstatsTrackRef>();
  for (const track of tracks) if (track.isrc && !trackOf.has(track.isrc)) trackOf.set(track.isrc, track);
  const activities: SongstatsActivity[] = [];
  const liveAt = await releasesLiveAt(
    reads.db,
    companyScope(reads.companyId),
    releases.map((release) => release.id),
  );
  for (const release of releases) {
    const at = liveAt.get(release.id);
    if (!at) continue;
    const date = new Date(at).toISOString().slice(0, 10);
    activities.push({ ...NONE, id: `release_live:${release.id}`, kind: 'release_live', date, release });
  }
  const perSource = await Promise.all(sources.map(async (source) => [source, await seriesOf(reads, source)] as const));
  for (const [source, bySeries] of perSource) {
    const metric = source.feed === 'asset' ? ('views' as const) : ('streams' as const);
    for (const [isrc, series] of bySeries) {
      const track = trackOf.get(isrc);
      if (!track) continue;
      const about = { ...NONE, source: source.id, track, metric };
      const key = `${source.id}:${isrc}`;
      for (const m of milestones(series)) {
        activities.push({ ...about, id: `milestone:${key}:${m.threshold}`, kind: 'milestone', ...m });
      }
      for (const j of jumps(series)) activities.push({ ...about, id: `jump:${key}:${j.date}`, kind: 'jump', ...j });
      for (const c of newTopCountries(series)) {
        activities.push({
          ...about,
          id: `new_top_country:${key}:${c.country}:${c.date}`,
          kind: 'new_top_country',
          ...c,
        });
      }
    }
  }
  return activities.sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.id.localeCompare(b.id),
  );
}

/** The activities of the last SONGSTATS_RECENT_DAYS days up to the newest data (or later events). */
export function recentOf(activities: readonly SongstatsActivity[], newest: string): SongstatsActivity[] {
  const from = addDays(newest, 1 - SONGSTATS_RECENT_DAYS);
  return activities.filter((activity) => activity.date >= from);
}
