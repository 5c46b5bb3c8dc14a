import { VersionedCache } from '../lib/versioned-cache.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';
import { versionOfTables, writesOf } from './write-watch.ts';

/**
 * How long a read is shared. Short enough that another instance's write (this process sees its
 * own at once) shows within a blink; long enough that a page's burst of requests, or a crowd
 * asking the same, reads once.
 */
export const RECHECK_MS = 250;

/**
 * A read of something that changes seldom (a session, the version of kept answers), shared by
 * whoever asks for the same key within the same RECHECK_MS and dropped as soon as this process
 * writes anything to the database, or, with `readsFrom`, any of those tables: the write count is
 * the entry's version, taken as the read starts, so a read started before a write ended is never
 * reused after it. A handle whose writes are not counted is read every time. A failed read is not kept.
 */
export function recentReads<K extends string | number, V>(
  db: Db,
  read: (key: K) => Promise<V>,
  { maxEntries = 10_000, readsFrom }: { maxEntries?: number; readsFrom?: readonly (keyof Database)[] } = {},
): (key: K) => Promise<V> {
  const writes = writesOf(db);
  if (!writes) return read;
  const kept = new VersionedCache<V>(maxEntries);
  const written = readsFrom ? () => versionOfTables(writes, readsFrom) : () => `${writes.count}`;
  return (key) => kept.get(key, `${written()}/${Math.floor(performance.now() / RECHECK_MS)}`, () => read(key));
}
