import type { AssetAnalyticsInfo, ChannelAnalyticsInfo } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DailyCache, useDailyCache } from '../../../lib/use-daily-cache.ts';
import { analyticsCall } from './analytics-source.ts';

/** GET /asset-analytic/api/v2/assets/info: the projects, the assets with data lately and the feed's last day. */
export function assetInfoQueryOptions(cache: DailyCache | null) {
  return queryOptions(analyticsCall<AssetAnalyticsInfo>(cache, 'asset', 'info'));
}

/** GET /api/v2/channels/info: the company's channels and the feed's last day. */
export function channelInfoQueryOptions(cache: DailyCache | null) {
  return queryOptions(analyticsCall<ChannelAnalyticsInfo>(cache, 'channel', 'info'));
}

export function useAssetInfoQuery() {
  return useQuery(assetInfoQueryOptions(useDailyCache()));
}

export function useChannelInfoQuery() {
  return useQuery(channelInfoQueryOptions(useDailyCache()));
}
