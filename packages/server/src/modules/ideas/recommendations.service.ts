import type { AnalyticsAsset, Recommendation, Recommendations } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { sumAnalytics } from '../../ingest/analytics/index.ts';
import { catalogueAssets, rangeOf } from '../analytics/index.ts';
import { changeBps, dspWindow, rankedSongs } from '../dsp/index.ts';

/** Items shown in a recommendation list. */
const LIMIT = 10;
/** An item needs this many views or streams in the range before to count as growing. */
const MIN_PREVIOUS = 100;

type Pick = (items: Recommendation[]) => Recommendation[];

/** The most viewed first, `limit` of them. */
export const mostPlayed =
  (limit: number): Pick =>
  (items) =>
    items.slice(0, limit);

/** The items that grew most against the range before, among those with enough to compare. */
export const fastestGrowing: Pick = (items) =>
  items
    .filter((item) => item.previous_views >= MIN_PREVIOUS && (item.change_bps ?? 0) > 0)
    .sort((a, b) => (b.change_bps ?? 0) - (a.change_bps ?? 0) || a.id.localeCompare(b.id))
    .slice(0, LIMIT);

/** The company's videos with views in the last 28 days of its asset analytics, most viewed first, as `pick` keeps them, named. */
export async function rankedVideos(db: Db, companyId: number, pick: Pick): Promise<Recommendations> {
  const range = await rangeOf(db, companyId, 'asset', 'last_28_days');
  if (!range) return { range, results: [] };
  const window = { feed: 'asset', breakdown: 'total' } as const;
  const scope = companyScope(companyId);
  const [now, before] = await Promise.all([
    sumAnalytics(db, scope, { ...window, from: range.from, to: range.to }, ['item_key']),
    sumAnalytics(db, scope, { ...window, from: range.previous_from, to: range.previous_to }, ['item_key']),
  ]);
  const previous = new Map(before.map((row) => [row.item_key, row.views]));
  const ranked = now
    .filter((row) => row.views > 0)
    .sort((a, b) => b.views - a.views || a.item_key.localeCompare(b.item_key))
    .map((row): Recommendation => {
      const previousViews = previous.get(row.item_key) ?? 0;
      return {
        id: row.item_key,
        title: null,
        artist: null,
        views: row.views,
        previous_views: previousViews,
        change_bps: changeBps(row.views, previousViews),
      };
    });
  const picked = pick(ranked);
  const names = await catalogueAssets(
    db,
    companyId,
    picked.map((item) => item.id),
  );
  const results = picked.map((item) => ({ ...item, ...pickName(names.get(item.id)) }));
  return { range, results };
}

const pickName = (asset: AnalyticsAsset | undefined) => ({
  title: asset?.title ?? null,
  artist: asset?.artist ?? null,
  upload: asset?.upload ?? null,
});

/** The company's songs with streams in the last 28 days of its store analytics, most streamed first, as `pick` keeps them. */
export async function rankedMusic(db: Db, companyId: number, pick: Pick): Promise<Recommendations> {
  const window = await dspWindow({ db }, companyId, 'last_28_days');
  if (!window.hasData) return { range: null, results: [] };
  const songs = await rankedSongs({ db }, companyId, window);
  return {
    range: window.range,
    results: pick(
      songs.map((song) => ({
        id: song.isrc,
        title: song.title,
        artist: song.artist,
        views: song.streams,
        previous_views: song.previous_streams,
        change_bps: song.streams_change_bps,
      })),
    ),
  };
}
