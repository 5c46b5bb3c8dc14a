import type { SongstatsRecentResponseSchema } from '@irama/contracts';
import type { z } from 'zod';
import { songstatsPath, useSongstatsQuery } from './songstats-request.ts';
import type { StatsFilters } from './stats-query.ts';

type Recent = z.infer<typeof SongstatsRecentResponseSchema>['data'];

/** GET /api/v5/songstats/artist_recent_activities/{id}: the last 28 days' activities. */
export const useArtistRecentActivitiesQuery = (id: number | null, filters: StatsFilters) =>
  useSongstatsQuery<Recent>(songstatsPath('artist_recent_activities', id ?? 0), filters, { isEnabled: id !== null });
