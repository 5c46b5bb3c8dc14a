/** Store names as the platforms spell them; other store names are title-cased from their `snake_case`. */
const PLATFORM_NAMES: Record<string, string> = {
  spotify: 'Spotify',
  apple: 'Apple Music',
  apple_music: 'Apple Music',
  youtube: 'YouTube',
  youtube_license: 'YouTube License',
  youtube_music: 'YouTube Music',
  tiktok: 'TikTok',
  joox: 'JOOX',
  deezer: 'Deezer',
  amazon: 'Amazon Music',
  amazon_music: 'Amazon Music',
  resso: 'Resso',
  langit_musik: 'Langit Musik',
};

/** A platform's display name from the store name its reports and feeds carry. */
export function platformName(store: string): string {
  const key = store.trim().toLowerCase();
  return (
    PLATFORM_NAMES[key] ??
    key
      .split(/[_\s-]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
