import type { SongstatsTopTracksResponseSchema } from '@irama/contracts';
import type { z } from 'zod';
import { songstatsPath, useSongstatsQuery } from './songstats-request.ts';
import type { StatsFilters } from './stats-query.ts';

export type TopTracks = z.infer<typeof SongstatsTopTracksResponseSchema>['data'];

/** GET /api/v5/songstats/artist_top_tracks/{id}: the artist's tracks ranked by the metric. */
export const useArtistTopTracksQuery = (id: number | null, filters: StatsFilters) =>
  useSongstatsQuery<TopTracks>(songstatsPath('artist_top_tracks', id ?? 0), filters, { isEnabled: id !== null });
