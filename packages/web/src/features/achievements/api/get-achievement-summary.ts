import type { AchievementSummary } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Every achievements query starts with this key, so a claim reloads the summary and the lists at once. */
export const ACHIEVEMENTS_QUERY_KEY = ['achievements'] as const;

/** GET /api/v2/achievements/summary: how many are locked, ready and claimed, and the latest earned. */
export function getAchievementSummary(): Promise<AchievementSummary> {
  return apiClient.request('/api/v2/achievements/summary');
}

export function achievementSummaryQueryOptions() {
  return queryOptions({ queryKey: [...ACHIEVEMENTS_QUERY_KEY, 'summary'] as const, queryFn: getAchievementSummary });
}

export function useAchievementSummaryQuery() {
  return useQuery(achievementSummaryQueryOptions());
}
