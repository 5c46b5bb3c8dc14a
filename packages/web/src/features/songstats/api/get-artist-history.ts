import type { SongstatsHistoryResponseSchema } from '@irama/contracts';
import type { z } from 'zod';
import { songstatsPath, useSongstatsQuery } from './songstats-request.ts';
import type { StatsFilters } from './stats-query.ts';

export type StatsHistory = z.infer<typeof SongstatsHistoryResponseSchema>['data'];

/** GET /api/v5/songstats/artist_stats_history/{id}: the metric day by day (or month by month) per source. */
export const useArtistHistoryQuery = (id: number | null, filters: StatsFilters) =>
  useSongstatsQuery<StatsHistory>(songstatsPath('artist_stats_history', id ?? 0), filters, { isEnabled: id !== null });
