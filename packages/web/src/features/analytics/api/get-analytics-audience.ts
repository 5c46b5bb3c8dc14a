import type { AnalyticsAudience } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DailyCache, useDailyCache } from '../../../lib/use-daily-cache.ts';
import { type AnalyticsQuery, type AnalyticsSource, analyticsCall } from './analytics-source.ts';

/** GET /asset-analytic/…/detail or /api/v2/channels/data: countries, traffic, gender, age and system. */
export function audienceQueryOptions(cache: DailyCache | null, source: AnalyticsSource, query: AnalyticsQuery) {
  return queryOptions(analyticsCall<AnalyticsAudience>(cache, source, 'audience', query));
}

export function useAudienceQuery(source: AnalyticsSource, query: AnalyticsQuery, isEnabled = true) {
  return useQuery({ ...audienceQueryOptions(useDailyCache(), source, query), enabled: isEnabled });
}
