import type { Db } from './database.ts';
import { writesOf } from './write-watch.ts';

/**
 * How long a read is shared. Short enough that another instance's write (this process sees its
 * own at once) shows within a blink; long enough that a page's burst of requests, or a crowd
 * asking the same, reads once.
 */
export const RECHECK_MS = 250;

/**
 * A read of something that changes seldom (a session, the version of kept answers), shared by
 * whoever asks for the same key within RECHECK_MS and dropped as soon as this process writes
 * anything to the database: a read started before a write ended is never reused after it.
 * A handle whose writes are not counted is read every time. A failed read is not kept.
 */
export function recentReads<K extends string | number, V>(
  db: Db,
  read: (key: K) => Promise<V>,
  maxEntries = 10_000,
): (key: K) => Promise<V> {
  const writes = writesOf(db);
  if (!writes) return read;
  const entries = new Map<K, { writeCount: number; readAt: number; value: Promise<V> }>();
  return (key) => {
    const now = performance.now();
    const kept = entries.get(key);
    if (kept && kept.writeCount === writes.count && now - kept.readAt < RECHECK_MS) return kept.value;
    const value = read(key);
    // Put back last: a Map iterates in insertion order, so the first entry is the oldest read.
    entries.delete(key);
    entries.set(key, { writeCount: writes.count, readAt: now, value });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
