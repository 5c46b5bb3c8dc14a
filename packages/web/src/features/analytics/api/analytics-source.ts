import type { AssetAnalyticsQuery, ChannelAnalyticsQuery } from '@irama/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { type DailyCache, dailyCached } from '../../../lib/use-daily-cache.ts';

/** Which analytics a screen reads: the asset feed (outside /api, as SPEC §7 places it) or the channel feed. */
export type AnalyticsSource = 'asset' | 'channel';

const BASES: Record<AnalyticsSource, string> = {
  asset: '/asset-analytic/api/v2/assets',
  channel: '/api/v2/channels',
};

/** The audience call of each source: `/detail` for assets, `/data` for channels. */
export type AnalyticsEndpoint = 'info' | 'summary' | 'analytic' | 'top' | 'audience';

export type AnalyticsQuery = (AssetAnalyticsQuery | ChannelAnalyticsQuery) & { limit?: number };

const pathOf = (source: AnalyticsSource, endpoint: AnalyticsEndpoint) =>
  `${BASES[source]}/${endpoint === 'audience' ? (source === 'asset' ? 'detail' : 'data') : endpoint}`;

/** The query key and the daily-cached fetch of one analytics call. */
export function analyticsCall<T>(
  cache: DailyCache | null,
  source: AnalyticsSource,
  endpoint: AnalyticsEndpoint,
  query?: AnalyticsQuery,
) {
  // Undefined filters are left out of the key too, so "all assets" is one cache entry however it was reached.
  const params = Object.fromEntries(Object.entries(query ?? {}).filter(([, value]) => value !== undefined));
  const queryKey = ['analytics', source, endpoint, params] as const;
  return {
    queryKey,
    queryFn: dailyCached(cache, queryKey, () => apiClient.request<T>(pathOf(source, endpoint), { query: params })),
  };
}
