import type { StatsHistory } from './get-artist-history.ts';
import { songstatsPath, useSongstatsQuery } from './songstats-request.ts';
import type { StatsFilters } from './stats-query.ts';

/** GET /api/v5/songstats/track_stats_history/{id}: the track's metric day by day (or month by month) per source. */
export const useTrackHistoryQuery = (id: number, filters: StatsFilters) =>
  useSongstatsQuery<StatsHistory>(songstatsPath('track_stats_history', id), filters);
