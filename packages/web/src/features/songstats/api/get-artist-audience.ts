import type { SongstatsAudienceResponseSchema } from '@irama/contracts';
import type { z } from 'zod';
import { songstatsPath, useSongstatsQuery } from './songstats-request.ts';
import type { StatsFilters } from './stats-query.ts';

export type Audience = z.infer<typeof SongstatsAudienceResponseSchema>['data'];

/** GET /api/v5/songstats/artist_audience/{id}: countries, ages and genders per source with audience data. */
export const useArtistAudienceQuery = (id: number | null, filters: StatsFilters) =>
  useSongstatsQuery<Audience>(songstatsPath('artist_audience', id ?? 0), filters, { isEnabled: id !== null });
