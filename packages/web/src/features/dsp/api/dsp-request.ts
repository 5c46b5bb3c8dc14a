import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { dailyCached, useDailyCache } from '../../../lib/use-daily-cache.ts';

type Query = Record<string, string | number | undefined>;

/**
 * GET one DSP analytics answer, kept in the session's daily cache (SPEC §9: analytics change once a day
 * at most); the last answer stays on screen while another period loads.
 */
export function useDspQuery<T>(path: string, query: Query, isEnabled = true) {
  const cache = useDailyCache();
  const clean = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const queryKey = ['dsp', path, clean] as const;
  return useQuery({
    queryKey,
    queryFn: dailyCached(cache, queryKey, () => apiClient.request<T>(path, { query: clean })),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** The per-song path of `GET /api/v2/dsp/song/{isrc}/…`. */
export const songPath = (isrc: string, leaf: string) => `/api/v2/dsp/song/${encodeURIComponent(isrc)}/${leaf}`;
