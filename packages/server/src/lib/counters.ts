import type { Redis } from 'ioredis';

/** Fixed-window counters shared by every server instance (Redis) or kept in this process. */
export type CounterStore = {
  /** Adds one to `key` and returns the count in the current window. */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
};

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.expiresAt <= now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    increment: async (key, windowMs) => {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      counts.set(key, entry);
      return entry.count;
    },
    get: async (key) => live(key)?.count ?? 0,
    reset: async (key) => {
      counts.delete(key);
    },
  };
}

export function createRedisCounterStore(redis: Redis, prefix: string): CounterStore {
  return {
    increment: async (key, windowMs) => {
      const fullKey = prefix + key;
      const [[, count]] = (await redis.multi().incr(fullKey).pexpire(fullKey, windowMs, 'NX').exec()) as [
        [Error | null, number],
      ];
      return count;
    },
    get: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    reset: async (key) => {
      await redis.del(prefix + key);
    },
  };
}
