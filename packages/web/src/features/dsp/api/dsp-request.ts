import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type Query = Record<string, string | number | undefined>;

/** GET one DSP analytics answer; the last one stays on screen while another period loads. */
export function useDspQuery<T>(path: string, query: Query, isEnabled = true) {
  const clean = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return useQuery({
    queryKey: ['dsp', path, clean] as const,
    queryFn: () => apiClient.request<T>(path, { query: clean }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** The per-song path of `GET /api/v2/dsp/song/{isrc}/…`. */
export const songPath = (isrc: string, leaf: string) => `/api/v2/dsp/song/${encodeURIComponent(isrc)}/${leaf}`;
