import type { AlbumDraft, ReleaseDetail } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';

/** PUT /api/v2/release/album/id/:id: saves step 1 of a draft (only the fields sent change). */
export function updateAlbum(id: number, body: AlbumDraft): Promise<ReleaseDetail> {
  return apiClient.request<ReleaseDetail>(`/api/v2/release/album/id/${id}`, { method: 'PUT', body });
}

export function useUpdateAlbumMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlbumDraft) => updateAlbum(id, body),
    onSuccess: (release) => queryClient.setQueryData(releaseQueryKey(release.id), release),
  });
}
