import en from '../i18n/en.json';
import id from '../i18n/id.json';

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

/**
 * The keys of `keys` that either catalogue has no text for, by language: for keys built at run
 * time, which the catalogue test cannot find in the source.
 */
export function untranslatedKeys(keys: readonly string[]): { id: string[]; en: string[] } {
  const missingIn = (catalogue: unknown) => keys.filter((key) => typeof lookup(catalogue, key) !== 'string');
  return { id: missingIn(id), en: missingIn(en) };
}
