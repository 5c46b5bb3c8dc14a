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

/**
 * A platform's display name from the store name its reports and feeds carry, or from a ledger source
 * (`store:joox`, `dsr:deezer`), which names its store after the colon.
 */
export function platformName(store: string): string {
  const key = store
    .trim()
    .toLowerCase()
    .replace(/^(store|dsr):/, '');
  return (
    PLATFORM_NAMES[key] ??
    key
      .split(/[_\s-]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/**
 * A report or payment month (`YYYY-MM`) as the reader's language names it, e.g. "November 2026", or
 * "Nov 2026" with `month: 'short'` where a table is tight.
 */
export function formatPeriod(periode: string, language: string, month: 'long' | 'short' = 'long'): string {
  const value = new Date(`${periode}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}$/.test(periode) || Number.isNaN(value.getTime())) return periode;
  // In UTC: the first of the month must not slip into the month before.
  return new Intl.DateTimeFormat(language, { month, year: 'numeric', timeZone: 'UTC' }).format(value);
}

/**
 * A calendar day (`YYYY-MM-DD`) as people write it in a sentence, day first in both languages:
 * "30 Sep 2026", "30 Agu 2026".
 */
export function formatDayMonthYear(day: string, language: string): string {
  const value = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(value.getTime())) return day;
  const parts = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').replace(/\.$/, '')} ${part('year')}`;
}
