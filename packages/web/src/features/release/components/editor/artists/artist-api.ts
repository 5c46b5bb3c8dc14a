import type { Artist, SpotifySearchResultSchema } from '@irama/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../../lib/api-client.ts';

export type SpotifySearchResult = z.infer<typeof SpotifySearchResultSchema>;
export type ArtistSource = 'database' | 'spotify';

const SPOTIFY_LIMIT = 10;

/** GET /api/v2/release/artist_list?q=: the company's artist database. */
export function searchArtists(q: string): Promise<Artist[]> {
  return apiClient.request<Artist[]>('/api/v2/release/artist_list', { query: { q } });
}

/** GET /api/v2/release/search_spotify_artist: by name or Spotify ID; `configured: false` answers from the database. */
export function searchSpotifyArtists(q: string): Promise<SpotifySearchResult> {
  return apiClient.request<SpotifySearchResult>('/api/v2/release/search_spotify_artist', {
    query: { q, limit: SPOTIFY_LIMIT },
  });
}

/** POST /api/v2/release/artist: adds an artist to the database, typed by hand or taken from Spotify. */
export function createArtist(body: { name: string; spotify_id?: string | null; image_url?: string | null }) {
  return apiClient.request<Artist>('/api/v2/release/artist', { method: 'POST', body });
}

/** Searches one source once the query is non-blank; earlier results stay while the next load. */
export function useArtistSearch(source: ArtistSource, q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['release', 'artists', source, query],
    queryFn: async (): Promise<SpotifySearchResult> =>
      source === 'spotify' ? searchSpotifyArtists(query) : { configured: true, results: await searchArtists(query) },
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useCreateArtistMutation() {
  return useMutation({ mutationFn: createArtist });
}
