import { useMemo } from 'react';
import { createDailyCache } from './daily-cache.ts';
import { useSession } from './session-context.tsx';

export type DailyCache = ReturnType<typeof createDailyCache>;

/** The session's daily cache (SPEC §9), or null without a session. */
export function useDailyCache(): DailyCache | null {
  const { token } = useSession();
  return useMemo(() => (token ? createDailyCache(token) : null), [token]);
}

/**
 * A query function answered from the daily cache when today's copy is there, else fetched and kept for
 * the rest of the day: analytics change once a day at most, when a feed is ingested.
 */
export function dailyCached<T>(cache: DailyCache | null, key: readonly unknown[], fetcher: () => Promise<T>) {
  const name = JSON.stringify(key);
  return async (): Promise<T> => {
    const kept = cache?.read<T>(name);
    if (kept !== null && kept !== undefined) return kept;
    const fresh = await fetcher();
    cache?.write(name, fresh);
    return fresh;
  };
}
