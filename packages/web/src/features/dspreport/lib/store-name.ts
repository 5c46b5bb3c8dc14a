/** How the platforms spell their own names; any other store keeps the name staff gave it, capitalised. */
const KNOWN: Record<string, string> = {
  spotify: 'Spotify',
  joox: 'JOOX',
  deezer: 'Deezer',
  apple: 'Apple Music',
  apple_music: 'Apple Music',
  youtube_music: 'YouTube Music',
  tiktok: 'TikTok',
  resso: 'Resso',
  langit_musik: 'Langit Musik',
  amazon: 'Amazon Music',
};

/** A platform's display name from the store name of its reports. */
export function storeName(store: string): string {
  const key = store.trim().toLowerCase();
  return KNOWN[key] ?? (key ? key.charAt(0).toUpperCase() + store.trim().slice(1) : store);
}
