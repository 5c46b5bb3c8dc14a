import type { SongstatsArtistListResponseSchema } from '@irama/contracts';
import type { z } from 'zod';
import { songstatsPath, useSongstatsQuery } from './songstats-request.ts';

type ArtistList = z.infer<typeof SongstatsArtistListResponseSchema>['data'];

/** How many artists the picker offers per search. */
const LIMIT = 20;

/** GET /api/v5/songstats/artist_list: the company's artists whose name holds `q`. */
export const useArtistListQuery = (q: string) =>
  useSongstatsQuery<ArtistList>(
    songstatsPath('artist_list'),
    { q: q.trim() || undefined, limit: LIMIT },
    { isFigures: false },
  );
