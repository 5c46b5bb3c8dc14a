import type { Artist } from '@irama/contracts';
import type { Db } from '../../../db/database.ts';
import { companyScope } from '../../../db/scope.ts';
import { AppError } from '../../../lib/errors.ts';
import type { ArtistRow } from '../release.tables.ts';
import { insertArtist, searchArtists } from './artist.repository.ts';
import type { SpotifyArtist, SpotifyClient } from './spotify.client.ts';

const SEARCH_LIMIT = 20;

function toArtist(row: ArtistRow): Artist {
  return { id: row.id, name: row.name, spotify_id: row.spotify_id, image_url: row.image_url };
}

/** The company's artists matching `q` (prefix matches first), at most 20. */
export async function findArtists(db: Db, companyId: number, q: string): Promise<Artist[]> {
  return (await searchArtists(db, companyScope(companyId), q, SEARCH_LIMIT)).map(toArtist);
}

/** Adds an artist by hand or from a Spotify result; an existing one with the same identity is returned. */
export async function createArtist(
  db: Db,
  companyId: number,
  artist: { name: string; spotify_id?: string | null | undefined; image_url?: string | null | undefined },
): Promise<Artist> {
  const row = await insertArtist(db, companyScope(companyId), {
    name: artist.name,
    spotify_id: artist.spotify_id ?? null,
    image_url: artist.image_url ?? null,
  });
  return toArtist(row);
}

/** Searches Spotify when configured; otherwise the company's own artist database. */
export async function searchSpotifyArtists(
  db: Db,
  spotify: SpotifyClient | null,
  companyId: number,
  q: string,
  limit: number,
): Promise<{ configured: boolean; results: (SpotifyArtist | Artist)[] }> {
  if (!spotify) {
    return { configured: false, results: (await searchArtists(db, companyScope(companyId), q, limit)).map(toArtist) };
  }
  if (!q) return { configured: true, results: [] };
  try {
    return { configured: true, results: await spotify.searchArtists(q, limit) };
  } catch {
    throw new AppError('service_unavailable', { detail: 'Spotify could not be reached' });
  }
}
