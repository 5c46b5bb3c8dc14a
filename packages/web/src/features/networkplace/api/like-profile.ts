import type { NetworkplaceProfile, Page } from '@irama/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { EXPLORE_QUERY_KEY } from './get-explore.ts';
import { profileQueryKey } from './get-profile.ts';

type Relation = Pick<NetworkplaceProfile, 'liked_by_me' | 'likes_me'>;

/** PUT /api/v2/networkplace/like/id/{id} or /dislike/id/{id}: idempotent; the relation after the change. */
export function setLike({ id, isLiked }: { id: number; isLiked: boolean }): Promise<Relation> {
  return apiClient.request(`/api/v2/networkplace/${isLiked ? 'like' : 'dislike'}/id/${id}`, { method: 'PUT' });
}

/** Writes a relation onto the profile wherever it is cached: every explore page and its detail. */
function patchRelation(queryClient: QueryClient, id: number, relation: Partial<Relation>) {
  queryClient.setQueriesData<Page<NetworkplaceProfile>>({ queryKey: EXPLORE_QUERY_KEY }, (page) =>
    page
      ? { ...page, results: page.results.map((profile) => (profile.id === id ? { ...profile, ...relation } : profile)) }
      : page,
  );
  queryClient.setQueryData<NetworkplaceProfile>(profileQueryKey(id), (profile) =>
    profile ? { ...profile, ...relation } : profile,
  );
}

/**
 * Like or unlike at once on screen; the server's answer then wins, and a failure puts back what was
 * there.
 */
export function useLikeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLike,
    onMutate: async ({ id, isLiked }) => {
      await queryClient.cancelQueries({ queryKey: EXPLORE_QUERY_KEY });
      patchRelation(queryClient, id, { liked_by_me: isLiked });
      return { wasLiked: !isLiked };
    },
    onSuccess: (relation, { id }) => patchRelation(queryClient, id, relation),
    onError: (_error, { id }, context) => {
      if (context) patchRelation(queryClient, id, { liked_by_me: context.wasLiked });
    },
  });
}
