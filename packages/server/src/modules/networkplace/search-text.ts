/**
 * Text folded the way explore compares it: lower case, decomposed (NFD), combining marks dropped.
 * "Sélin" and "SELIN" both fold to "selin"; the stored `search_text` and the query fold alike.
 * Lower case comes first because lowering can itself add a mark ("İ" lowers to "i" + a dot above).
 */
export function foldForSearch(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** What explore's search reads of a profile: its name, skills, label and bio, folded. */
export function searchTextOf(profile: {
  display_name: string;
  skills: readonly string[];
  artist_label: string;
  bio: string;
}): string {
  return foldForSearch([profile.display_name, ...profile.skills, profile.artist_label, profile.bio].join('\n'));
}
