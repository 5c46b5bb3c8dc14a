import type { Db } from '../../db/database.ts';
import type { CompanyScope } from '../../db/scope.ts';
import { findAssetsAfter, findAssetTermMark, insertAssetTerms } from './asset-terms.repository.ts';

/** Longest term kept; a longer word is found by its first 64 characters. */
const TERM_MAX = 64;

/** Lower case without accents, so "Lagú" and "lagu" are one word. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Letters and digits only; characters past the BMP are left out so `term + U+FFFF` bounds every prefix. */
function compact(token: string): string {
  return token.replace(/[^\p{L}\p{N}]|[\u{10000}-\u{10FFFF}]/gu, '').slice(0, TERM_MAX);
}

/**
 * Each space-separated token of a text as one term (so a code keeps its hyphens out: ID-B01-19 →
 * idb0119) and each of its words (so "Rindu-Kampung" is found by "kampung").
 */
function termsOfText(text: string): string[] {
  return fold(text)
    .split(/\s+/)
    .flatMap((token) => [compact(token), ...token.split(/[^\p{L}\p{N}]+/u).map(compact)])
    .filter((term) => term.length > 0);
}

/** The fields of an asset it can be found by. */
export type SearchableAsset = {
  title: string | null;
  artist: string | null;
  asset_label: string | null;
  asset_id: string | null;
  isrc: string | null;
  custom_id: string | null;
};

/** The distinct terms an asset is found by. */
export function termsOf(asset: SearchableAsset): string[] {
  const texts = [asset.title, asset.artist, asset.asset_label, asset.asset_id, asset.isrc, asset.custom_id];
  return [...new Set(texts.flatMap((text) => (text ? termsOfText(text) : [])))];
}

/** The prefixes a search asks for: one per space-separated token, folded and compacted as the terms are. */
export function searchPrefixes(search: string): string[] {
  return [...new Set(fold(search).split(/\s+/).map(compact))].filter((prefix) => prefix.length > 0).slice(0, 6);
}

/** The exclusive upper bound of the terms that start with `prefix`. */
export function prefixEnd(prefix: string): string {
  return `${prefix}\uffff`;
}

const BATCH = 2_000;

/**
 * Adds the terms of the company's assets that came in since the last search. Assets are only ever
 * added (reports and staff matching add them; nothing renames one), so a high-water mark suffices.
 * Returns the mark: the newest asset indexed, which changes whenever the company's catalogue does.
 */
export async function indexNewAssets(db: Db, scope: CompanyScope): Promise<number> {
  let last = await findAssetTermMark(db, scope);
  for (;;) {
    const assets = await findAssetsAfter(db, scope, last, BATCH);
    if (assets.length === 0) return last;
    const terms = assets.flatMap((asset) => termsOf(asset).map((term) => ({ term, asset_ref: asset.id })));
    last = assets.at(-1)?.id ?? last;
    await insertAssetTerms(db, scope, terms, last);
    if (assets.length < BATCH) return last;
  }
}
