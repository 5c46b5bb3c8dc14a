import {
  MUSICBANK_GENRES,
  MUSICBANK_LANGUAGES,
  MUSICBANK_LIMITS,
  MUSICBANK_MOODS,
  type MusicbankGenre,
  type MusicbankLanguage,
  type MusicbankMood,
} from '@irama/contracts';
import { parseRupiah } from '../../../lib/money.ts';
import type { CatalogFilter } from '../api/get-catalog.ts';

/** The catalogue's filters kept in the URL, each under the query name the API reads; prices are plain digits. */
export const CATALOG_FILTER_KEYS = ['genre', 'mood', 'language', 'price_min', 'price_max'] as const;
export type CatalogFilterKey = (typeof CATALOG_FILTER_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  (values as readonly (string | undefined)[]).includes(value) ? (value as T) : undefined;

/** A price the URL holds as whole rupiah, or undefined when it is not one the API would take. */
export function priceOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const amount = parseRupiah(value, 'en');
  return amount !== null && amount <= MUSICBANK_LIMITS.feeMaxIdr ? amount : undefined;
}

/** The catalogue request of what the URL holds; a value the API would refuse is left out. */
export function catalogFilterOf(
  filters: Record<CatalogFilterKey, string | undefined>,
  search: string,
  page: number,
): CatalogFilter {
  return {
    page,
    per_page: MUSICBANK_LIMITS.catalogPerPage,
    search: search || undefined,
    genre: oneOf<MusicbankGenre>(MUSICBANK_GENRES, filters.genre),
    mood: oneOf<MusicbankMood>(MUSICBANK_MOODS, filters.mood),
    language: oneOf<MusicbankLanguage>(MUSICBANK_LANGUAGES, filters.language),
    price_min: priceOf(filters.price_min),
    price_max: priceOf(filters.price_max),
  };
}

/** Whether the search or a filter narrows the catalogue, so an empty page says how to widen it. */
export function isNarrowed(filters: Record<CatalogFilterKey, string | undefined>, search: string): boolean {
  return search !== '' || CATALOG_FILTER_KEYS.some((key) => filters[key] !== undefined);
}
