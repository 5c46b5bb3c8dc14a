import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

describe('VersionedCache', () => {
  it('computes again only when the version moves on', async () => {
    const cache = new VersionedCache<number>();
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('a', 'v1', compute)).toBe(1);
    expect(await cache.get('a', 'v1', compute)).toBe(1);
    expect(await cache.get('a', 'v2', compute)).toBe(2);
  });

  it('lets go of the entry read least recently once it holds more than its bound', async () => {
    const cache = new VersionedCache<string>(2);
    const calls: string[] = [];
    const read = (entry: string) =>
      cache.get(entry, 'v', async () => {
        calls.push(entry);
        return entry;
      });
    await read('a');
    await read('b');
    await read('a'); // b is now the least recently read
    await read('c'); // three entries: b goes
    await read('a');
    await read('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps no failed computation', async () => {
    const cache = new VersionedCache<string>();
    await expect(cache.get('a', 'v', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', 'v', async () => 'up')).toBe('up');
  });
});
