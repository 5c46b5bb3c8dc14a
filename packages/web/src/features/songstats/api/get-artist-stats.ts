import type { SongstatsArtistStatsResponseSchema } from '@irama/contracts';
import type { z } from 'zod';
import { songstatsPath, useSongstatsQuery } from './songstats-request.ts';
import type { StatsFilters } from './stats-query.ts';

export type ArtistStats = z.infer<typeof SongstatsArtistStatsResponseSchema>['data'];

/** GET /api/v5/songstats/artist_stats/{id}: the artist and its figures per source over the scope. */
export const useArtistStatsQuery = (id: number | null, filters: StatsFilters) =>
  useSongstatsQuery<ArtistStats>(songstatsPath('artist_stats', id ?? 0), filters, { isEnabled: id !== null });
