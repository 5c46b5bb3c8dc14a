import type { SongstatsTrackStatsResponseSchema } from '@irama/contracts';
import type { z } from 'zod';
import { songstatsPath, useSongstatsQuery } from './songstats-request.ts';
import type { StatsFilters } from './stats-query.ts';

export type TrackStats = z.infer<typeof SongstatsTrackStatsResponseSchema>['data'];

/** GET /api/v5/songstats/track_stats/{id}: the track, its release and share page, and its figures per source. */
export const useTrackStatsQuery = (id: number, filters: StatsFilters) =>
  useSongstatsQuery<TrackStats>(songstatsPath('track_stats', id), filters);
