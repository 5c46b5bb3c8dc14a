import { z } from 'zod';

/** Where the Spotify Web API lives; tests point both at a local fake. */
export type SpotifyConfig = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  accountsUrl: string;
  apiUrl: string;
};

export type SpotifyArtist = {
  spotify_id: string;
  name: string;
  image_url: string | null;
  followers: number | null;
  genres: string[];
};

const TokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });
const SearchSchema = z.object({
  artists: z.object({
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        images: z.array(z.object({ url: z.string() })).catch([]),
        followers: z.object({ total: z.number().nullable() }).nullish(),
        genres: z.array(z.string()).catch([]),
      }),
    ),
  }),
});

/** A Spotify Web API client (client-credentials flow, artist search); null when not configured. */
export function createSpotifyClient(config: SpotifyConfig, fetchImpl: typeof fetch = fetch) {
  const { clientId, clientSecret } = config;
  if (!clientId || !clientSecret) return null;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const response = await fetchImpl(`${config.accountsUrl.replace(/\/+$/, '')}/api/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Spotify token request failed: ${response.status}`);
    const body = TokenSchema.parse(await response.json());
    // Renew a minute early so a token never expires mid-request.
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  return {
    /** Artists on Spotify matching `q`. */
    async searchArtists(q: string, limit: number): Promise<SpotifyArtist[]> {
      const url = new URL(`${config.apiUrl.replace(/\/+$/, '')}/v1/search`);
      url.search = new URLSearchParams({ q, type: 'artist', limit: String(limit) }).toString();
      const response = await fetchImpl(url, {
        headers: { authorization: `Bearer ${await accessToken()}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 401) token = null;
      if (!response.ok) throw new Error(`Spotify search failed: ${response.status}`);
      const body = SearchSchema.parse(await response.json());
      return body.artists.items.map((item) => ({
        spotify_id: item.id,
        name: item.name,
        image_url: item.images[0]?.url ?? null,
        followers: item.followers?.total ?? null,
        genres: item.genres,
      }));
    },
  };
}
export type SpotifyClient = NonNullable<ReturnType<typeof createSpotifyClient>>;
