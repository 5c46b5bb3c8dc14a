import { describe, expect, it } from 'vitest';
import { storeName } from './store-name.ts';

describe('storeName', () => {
  it('spells known platforms their way and capitalises the others', () => {
    expect(storeName('spotify')).toBe('Spotify');
    expect(storeName('joox')).toBe('JOOX');
    expect(storeName('Deezer')).toBe('Deezer');
    expect(storeName('boomplay')).toBe('Boomplay');
    expect(storeName('')).toBe('');
  });
});
