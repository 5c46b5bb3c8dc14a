import type { Recommendations } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type RecommendationKind = 'top_video' | 'top_music';

/** GET /api/v2/ideas/recommendations/{top_video | top_music}: the company's fastest growing videos or songs. */
export function getRecommendations(kind: RecommendationKind): Promise<Recommendations> {
  return apiClient.request<Recommendations>(`/api/v2/ideas/recommendations/${kind}`);
}

export function recommendationsQueryOptions(kind: RecommendationKind) {
  return queryOptions({
    queryKey: ['ideas', 'recommendations', kind] as const,
    queryFn: () => getRecommendations(kind),
  });
}

export function useRecommendationsQuery(kind: RecommendationKind) {
  return useQuery(recommendationsQueryOptions(kind));
}
