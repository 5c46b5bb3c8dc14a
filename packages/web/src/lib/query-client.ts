import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';

const DAY_MS = 24 * 60 * 60 * 1000;
const CACHE_OWNER_KEY = 'irama.query-cache.user';

/** SPEC §9: kept 24 hours, stale after 2 seconds, never retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: DAY_MS, staleTime: 2000, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export const queryPersister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: 'irama.query-cache',
});

export const PERSIST_MAX_AGE_MS = DAY_MS;

/** Forgets every cached answer, in memory and in localStorage (logout, expired session). */
export function clearQueryCache(): void {
  queryClient.clear();
  void queryPersister.removeClient();
  localStorage.removeItem(CACHE_OWNER_KEY);
}

/**
 * The persisted cache belongs to one user: when /me names someone else, whatever was kept
 * from the previous user is dropped before any screen reads it.
 */
export function claimQueryCache(userId: number): boolean {
  const owner = localStorage.getItem(CACHE_OWNER_KEY);
  if (owner === String(userId)) return false;
  if (owner !== null) {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
    void queryPersister.removeClient();
  }
  localStorage.setItem(CACHE_OWNER_KEY, String(userId));
  return owner !== null;
}
