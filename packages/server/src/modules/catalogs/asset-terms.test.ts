import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefixEnd, searchPrefixes, termsOf } from './asset-terms.ts';

const asset = fc.record({
  title: fc.option(fc.string({ maxLength: 60 }), { nil: null }),
  artist: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
  asset_label: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
  asset_id: fc.option(fc.stringMatching(/^A\d{15}$/), { nil: null }),
  isrc: fc.option(fc.stringMatching(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/), { nil: null }),
  custom_id: fc.option(fc.stringMatching(/^[A-Z]{3}-\d{6}$/), { nil: null }),
});

/** True when the search would find the asset: every prefix starts one of its terms, as the index reads it. */
const finds = (terms: string[], search: string) =>
  searchPrefixes(search).every((prefix) => terms.some((term) => term >= prefix && term < prefixEnd(prefix)));

describe('asset search terms', () => {
  it('find an asset by the start of any word of its title, in any letter case or accent', () => {
    fc.assert(
      fc.property(asset, fc.nat(), fc.nat(), fc.boolean(), (value, wordPick, cut, upper) => {
        const words = (value.title ?? '').split(/[^\p{L}\p{N}]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
        fc.pre(words.length > 0);
        const word = words[wordPick % words.length] ?? '';
        const start = [...word].slice(0, 1 + (cut % [...word].length)).join('');
        fc.pre(searchPrefixes(start).length > 0);
        expect(finds(termsOf(value), upper ? start.toUpperCase() : start)).toBe(true);
      }),
    );
  });

  it('find an asset by its codes typed with or without hyphens', () => {
    fc.assert(
      fc.property(asset, (value) => {
        const terms = termsOf(value);
        if (value.isrc) {
          const printed = `${value.isrc.slice(0, 2)}-${value.isrc.slice(2, 5)}-${value.isrc.slice(5, 7)}-${value.isrc.slice(7)}`;
          expect(finds(terms, printed)).toBe(true);
          expect(finds(terms, value.isrc.toLowerCase())).toBe(true);
        }
        if (value.custom_id) expect(finds(terms, value.custom_id)).toBe(true);
        if (value.asset_id) expect(finds(terms, value.asset_id.slice(0, 8))).toBe(true);
      }),
    );
  });

  it('fold accents and case', () => {
    expect(
      termsOf({
        title: 'Lagú Rindu-Kampung',
        artist: null,
        asset_label: null,
        asset_id: null,
        isrc: null,
        custom_id: null,
      }),
    ).toEqual(['lagu', 'rindukampung', 'rindu', 'kampung']);
    expect(searchPrefixes('  RINDU  kamp ')).toEqual(['rindu', 'kamp']);
    expect(searchPrefixes('— …')).toEqual([]);
  });
});
