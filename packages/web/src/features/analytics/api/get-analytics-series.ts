import type { AnalyticsSeries } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DailyCache, useDailyCache } from '../../../lib/use-daily-cache.ts';
import { type AnalyticsQuery, type AnalyticsSource, analyticsCall } from './analytics-source.ts';

/** GET …/analytic: every day of the range, oldest first. */
export function seriesQueryOptions(cache: DailyCache | null, source: AnalyticsSource, query: AnalyticsQuery) {
  return queryOptions(analyticsCall<AnalyticsSeries>(cache, source, 'analytic', query));
}

export function useSeriesQuery(source: AnalyticsSource, query: AnalyticsQuery, isEnabled = true) {
  return useQuery({ ...seriesQueryOptions(useDailyCache(), source, query), enabled: isEnabled });
}
