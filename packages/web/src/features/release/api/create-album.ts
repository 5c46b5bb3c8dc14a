import type { AlbumDraft, ReleaseDetail } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';

/** POST /api/v2/release/album: starts a draft release with whatever step 1 holds so far. */
export function createAlbum(body: AlbumDraft): Promise<ReleaseDetail> {
  return apiClient.request<ReleaseDetail>('/api/v2/release/album', { method: 'POST', body });
}

export function useCreateAlbumMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlbum,
    onSuccess: (release) => queryClient.setQueryData(releaseQueryKey(release.id), release),
  });
}
