import type { AnalyticsSummary } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DailyCache, useDailyCache } from '../../../lib/use-daily-cache.ts';
import { type AnalyticsQuery, type AnalyticsSource, analyticsCall } from './analytics-source.ts';

/** GET …/summary: the range's totals and those of the range before it. */
export function summaryQueryOptions(cache: DailyCache | null, source: AnalyticsSource, query: AnalyticsQuery) {
  return queryOptions(analyticsCall<AnalyticsSummary>(cache, source, 'summary', query));
}

export function useSummaryQuery(source: AnalyticsSource, query: AnalyticsQuery, isEnabled = true) {
  return useQuery({ ...summaryQueryOptions(useDailyCache(), source, query), enabled: isEnabled });
}
