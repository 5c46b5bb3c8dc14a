import type { Achievement, ClaimAchievementRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ACHIEVEMENTS_QUERY_KEY } from './get-achievement-summary.ts';

/** POST /api/v2/achievements/claim: the achievement, now claimed. */
export function claimAchievement(body: ClaimAchievementRequest): Promise<Achievement> {
  return apiClient.request('/api/v2/achievements/claim', { method: 'POST', body });
}

/**
 * Claims an earned achievement. Success or refusal, the summary and lists are read again: a refusal
 * (claimed meanwhile on another device, say) means what is on screen is out of date.
 */
export function useClaimAchievementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimAchievement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACHIEVEMENTS_QUERY_KEY }),
  });
}
