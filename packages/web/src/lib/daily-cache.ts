import { todayInWib } from '@irama/contracts';
import { hashString } from './hash.ts';

const PREFIX = 'irama.daily.';

interface Entry<T> {
  date: string;
  data: T;
}

/**
 * The daily local cache of profile and analytics data (SPEC §9): an entry is valid for the
 * WIB calendar day it was written on, and only for the session that wrote it. The key is
 * derived from a hash of the session token, so a new session never reads an old one's data
 * and no fixed key is embedded in the client (ARCHITECTURE.md, departures).
 */
export function createDailyCache(token: string, storage: Storage = localStorage, now: () => Date = () => new Date()) {
  const namespace = `${PREFIX}${hashString(token)}.`;

  function read<T>(key: string): T | null {
    const raw = storage.getItem(namespace + key);
    if (raw === null) return null;
    try {
      const entry = JSON.parse(raw) as Entry<T>;
      if (entry.date === todayInWib(now())) return entry.data;
    } catch {
      // A corrupt entry is treated like an expired one.
    }
    storage.removeItem(namespace + key);
    return null;
  }

  function write<T>(key: string, data: T): void {
    const entry: Entry<T> = { date: todayInWib(now()), data };
    try {
      storage.setItem(namespace + key, JSON.stringify(entry));
    } catch (error) {
      // A full storage only costs a refetch tomorrow; the screen still has its data.
      console.error('Daily cache write failed', error);
    }
  }

  return { read, write };
}

/** Removes every daily-cache entry of every session (logout, expired session). */
export function clearDailyCache(storage: Storage = localStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
