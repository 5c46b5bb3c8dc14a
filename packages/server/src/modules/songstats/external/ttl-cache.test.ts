import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('keeps a value until its time is up, then forgets it', () => {
    let now = 1_000;
    const cache = new TtlCache<string>(500, 10, () => now);
    cache.set('a', 'first');
    now += 499;
    expect(cache.get('a')).toBe('first');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('lets the entry stored longest ago go when it is full', () => {
    const cache = new TtlCache<number>(60_000, 2, () => 0);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([10, undefined, 3]);
  });

  it('starts a stored-again value’s time afresh', () => {
    let now = 0;
    const cache = new TtlCache<string>(100, 10, () => now);
    cache.set('a', 'old');
    now = 90;
    cache.set('a', 'new');
    now = 150;
    expect(cache.get('a')).toBe('new');
  });
});
