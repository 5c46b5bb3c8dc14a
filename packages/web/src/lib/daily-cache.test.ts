import { describe, expect, it } from 'vitest';
import { clearDailyCache, createDailyCache } from './daily-cache.ts';

// 2026-03-10 16:30 UTC is 23:30 WIB; 17:30 UTC is already 00:30 WIB on the 11th.
const BEFORE_WIB_MIDNIGHT = new Date('2026-03-10T16:30:00Z');
const AFTER_WIB_MIDNIGHT = new Date('2026-03-10T17:30:00Z');

describe('daily cache', () => {
  it('returns an entry on the WIB day it was written', () => {
    const cache = createDailyCache('token-a', localStorage, () => BEFORE_WIB_MIDNIGHT);
    cache.write('profile', { name: 'Budi' });
    expect(cache.read('profile')).toEqual({ name: 'Budi' });
  });

  it('expires an entry at WIB midnight even though UTC is still on the same day', () => {
    let now = BEFORE_WIB_MIDNIGHT;
    const cache = createDailyCache('token-a', localStorage, () => now);
    cache.write('analytics', [1, 2, 3]);
    now = AFTER_WIB_MIDNIGHT;
    expect(cache.read('analytics')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('keeps sessions apart: another token never reads the entry', () => {
    createDailyCache('token-a', localStorage, () => BEFORE_WIB_MIDNIGHT).write('profile', 'a');
    const other = createDailyCache('token-b', localStorage, () => BEFORE_WIB_MIDNIGHT);
    expect(other.read('profile')).toBeNull();
  });

  it('never writes the token itself into storage', () => {
    createDailyCache('secret-session-token', localStorage).write('profile', 'x');
    const stored = Object.keys(localStorage).join(' ') + Object.values(localStorage).join(' ');
    expect(stored).not.toContain('secret-session-token');
  });

  it('treats a corrupt entry as missing', () => {
    const cache = createDailyCache('token-a', localStorage);
    cache.write('profile', 'ok');
    const key = Object.keys(localStorage)[0] ?? '';
    localStorage.setItem(key, '{not json');
    expect(cache.read('profile')).toBeNull();
  });

  it('clears every session’s entries on logout and leaves other keys alone', () => {
    createDailyCache('token-a', localStorage).write('profile', 'a');
    createDailyCache('token-b', localStorage).write('profile', 'b');
    localStorage.setItem('irama.language', 'en');
    clearDailyCache();
    expect(Object.keys(localStorage)).toEqual(['irama.language']);
  });
});
