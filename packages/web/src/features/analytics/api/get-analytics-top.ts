import type { AnalyticsTop } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DailyCache, useDailyCache } from '../../../lib/use-daily-cache.ts';
import { type AnalyticsQuery, type AnalyticsSource, analyticsCall } from './analytics-source.ts';

/** GET …/top: the top assets by revenue and the top videos by views. */
export function topQueryOptions(cache: DailyCache | null, source: AnalyticsSource, query: AnalyticsQuery) {
  return queryOptions(analyticsCall<AnalyticsTop>(cache, source, 'top', query));
}

export function useTopQuery(source: AnalyticsSource, query: AnalyticsQuery, isEnabled = true) {
  return useQuery({ ...topQueryOptions(useDailyCache(), source, query), enabled: isEnabled });
}
