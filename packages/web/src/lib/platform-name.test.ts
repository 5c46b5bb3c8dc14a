import { describe, expect, it } from 'vitest';
import { platformName } from './platform-name.ts';

describe('platformName', () => {
  it('spells known platforms their way and title-cases the others', () => {
    expect(platformName('spotify')).toBe('Spotify');
    expect(platformName('joox')).toBe('JOOX');
    expect(platformName('Deezer')).toBe('Deezer');
    expect(platformName('apple_music')).toBe('Apple Music');
    expect(platformName('new_store')).toBe('New Store');
    expect(platformName('')).toBe('');
  });
});
