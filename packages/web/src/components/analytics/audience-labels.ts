import type { TFunction } from 'i18next';

/** The breakdowns whose values the analytics feeds name in YouTube's words (`YT_SEARCH`, `AGE_18_24`, …). */
export type AudienceKind = 'traffic' | 'gender' | 'age' | 'os';

/** `AGE_18_24` → "18–24", `AGE_65_` → "65+". */
function ageLabel(key: string): string | null {
  const match = /^AGE_(\d+)_(\d*)$/.exec(key);
  if (!match) return null;
  return match[2] ? `${match[1]}–${match[2]}` : `${match[1]}+`;
}

/** `RELATED_VIDEO` → "Related video": what an unknown value reads as until it has a translation. */
function plainLabel(key: string): string {
  const words = key.replace(/^YT_/, '').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A breakdown value in the reader's language: the translation when there is one, else a readable form of it. */
export function audienceLabel(t: TFunction, kind: AudienceKind, key: string): string {
  if (kind === 'age') return ageLabel(key) ?? plainLabel(key);
  return t(`analyticsUi.audience.${kind}.${key}`, { defaultValue: plainLabel(key) });
}
