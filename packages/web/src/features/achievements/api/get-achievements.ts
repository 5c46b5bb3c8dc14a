import type { Achievement, AchievementStatus, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ACHIEVEMENTS_QUERY_KEY } from './get-achievement-summary.ts';

/** What a list asks for: a status, or only the ready ones (`true`) or all but them (`false`). */
export interface AchievementsFilter {
  status?: AchievementStatus;
  isReady?: boolean;
  page: number;
  perPage: number;
}

/** GET /api/v2/achievements/all: a page of the company's achievements, in catalogue order. */
export function getAchievements({ status, isReady, page, perPage }: AchievementsFilter): Promise<Page<Achievement>> {
  return apiClient.request('/api/v2/achievements/all', {
    query: { status, ready: isReady === undefined ? undefined : isReady ? 1 : 0, page, per_page: perPage },
  });
}

export function achievementsQueryOptions(filter: AchievementsFilter) {
  return queryOptions({
    queryKey: [...ACHIEVEMENTS_QUERY_KEY, 'list', filter] as const,
    queryFn: () => getAchievements(filter),
  });
}

/** Keeps the previous page on screen while the next one loads, so the list does not jump. */
export function useAchievementsQuery(filter: AchievementsFilter) {
  return useQuery({ ...achievementsQueryOptions(filter), placeholderData: keepPreviousData });
}
