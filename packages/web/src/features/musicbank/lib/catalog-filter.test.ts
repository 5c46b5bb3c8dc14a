import { describe, expect, it } from 'vitest';
import { catalogFilterOf, isNarrowed, priceOf } from './catalog-filter.ts';

const NONE = { genre: undefined, mood: undefined, language: undefined, price_min: undefined, price_max: undefined };

describe('catalogue filter', () => {
  it('reads whole rupiah from the URL and drops anything else', () => {
    expect(priceOf('150000')).toBe(150_000);
    expect(priceOf('1.5')).toBeUndefined();
    expect(priceOf('-1')).toBeUndefined();
    expect(priceOf('1e6')).toBeUndefined();
    expect(priceOf('99999999999')).toBeUndefined();
  });

  it('asks the API only for values it takes', () => {
    expect(catalogFilterOf({ ...NONE, genre: 'dangdut', mood: 'joyful', price_max: '2000000' }, 'rindu', 2)).toEqual({
      page: 2,
      per_page: 12,
      search: 'rindu',
      genre: 'dangdut',
      mood: undefined,
      language: undefined,
      price_min: undefined,
      price_max: 2_000_000,
    });
  });

  it('knows when the list is narrowed', () => {
    expect(isNarrowed(NONE, '')).toBe(false);
    expect(isNarrowed({ ...NONE, language: 'jv' }, '')).toBe(true);
    expect(isNarrowed(NONE, 'hujan')).toBe(true);
  });
});
