import type { SongstatsCatalogResponseSchema } from '@irama/contracts';
import type { z } from 'zod';
import { songstatsPath, useSongstatsQuery } from './songstats-request.ts';

export type Catalog = z.infer<typeof SongstatsCatalogResponseSchema>['data'];

/** GET /api/v5/songstats/artist_catalog/{id}: the releases crediting the artist, with their tracks. */
export const useArtistCatalogQuery = (id: number | null) =>
  useSongstatsQuery<Catalog>(
    songstatsPath('artist_catalog', id ?? 0),
    {},
    { isEnabled: id !== null, isFigures: false },
  );
