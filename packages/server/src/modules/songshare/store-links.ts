import { PLATFORMS, type PlatformId, type ShareStoreLink } from '@irama/contracts';

type LinkFacts = { isrc: string | null; title: string; artists: readonly string[] };

const q = (text: string) => encodeURIComponent(text);
const titleAndArtist = (facts: LinkFacts) => [facts.title, facts.artists[0] ?? ''].join(' ').trim();

/**
 * Each store's own public link pattern for a track: Spotify searches by ISRC (its `isrc:` filter),
 * the others by title and first artist, since their web players take no ISRC. Stores missing here
 * (JOOX, Resso, Langit Musik, TikTok Music, KKBOX, and the social platforms) have no stable public
 * pattern, so the page shows no button for them rather than a guess.
 */
const LINK_PATTERNS: Partial<Record<PlatformId, (facts: LinkFacts) => string>> = {
  spotify: (facts) =>
    `https://open.spotify.com/search/${facts.isrc ? `isrc%3A${q(facts.isrc)}` : q(titleAndArtist(facts))}`,
  apple_music: (facts) => `https://music.apple.com/id/search?term=${q(titleAndArtist(facts))}`,
  youtube_music: (facts) => `https://music.youtube.com/search?q=${q(titleAndArtist(facts))}`,
  deezer: (facts) => `https://www.deezer.com/search/${q(titleAndArtist(facts))}`,
  amazon_music: (facts) => `https://music.amazon.com/search/${q(titleAndArtist(facts))}`,
  tidal: (facts) => `https://listen.tidal.com/search?q=${q(titleAndArtist(facts))}`,
  melon: (facts) => `https://www.melon.com/search/total/index.htm?q=${q(titleAndArtist(facts))}`,
  anghami: (facts) => `https://play.anghami.com/search/${q(titleAndArtist(facts))}`,
  boomplay: (facts) => `https://www.boomplay.com/search/default/${q(titleAndArtist(facts))}`,
  soundcloud: (facts) => `https://soundcloud.com/search/sounds?q=${q(titleAndArtist(facts))}`,
  audiomack: (facts) => `https://audiomack.com/search?q=${q(titleAndArtist(facts))}`,
};

/** One link per store the release was delivered to that has a link pattern, in the platform list's order. */
export function storeLinksOf(platforms: readonly PlatformId[], facts: LinkFacts): ShareStoreLink[] {
  const delivered = new Set(platforms);
  return PLATFORMS.flatMap((platform) => {
    const pattern = LINK_PATTERNS[platform.id];
    if (!delivered.has(platform.id) || !pattern) return [];
    return [{ store: platform.id, name: platform.name, url: pattern(facts) }];
  });
}
