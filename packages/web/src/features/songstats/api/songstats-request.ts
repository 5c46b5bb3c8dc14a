import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { dailyCached, useDailyCache } from '../../../lib/use-daily-cache.ts';

type Query = Record<string, string | number | undefined>;

interface SongstatsQueryOptions {
  isEnabled?: boolean;
  /**
   * Figures are kept in the session's daily cache (SPEC §9: the feeds behind them arrive once a day at
   * most); the catalogue (artists, releases) is not, so an artist added today is there today.
   */
  isFigures?: boolean;
}

/** GET one Songstats answer; the last answer stays on screen while another source, metric or scope loads. */
export function useSongstatsQuery<T>(
  path: string,
  query: Query = {},
  { isEnabled = true, isFigures = true }: SongstatsQueryOptions = {},
) {
  const cache = useDailyCache();
  const clean = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const queryKey = ['songstats', path, clean] as const;
  const fetchAnswer = () => apiClient.request<T>(path, { query: clean });
  return useQuery({
    queryKey,
    queryFn: isFigures ? dailyCached(cache, queryKey, fetchAnswer) : fetchAnswer,
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** `GET /api/v5/songstats/{call}` or `…/{call}/{id}`. */
export const songstatsPath = (call: string, id?: number) =>
  `/api/v5/songstats/${call}${id === undefined ? '' : `/${id}`}`;
