import type { ReleaseDetail } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { releaseQueryKey } from './get-release.ts';

/** The moves a partner may make: back to draft, complete (ready), or submit (on_progress). */
export type PartnerStatus = 'draft' | 'ready' | 'on_progress';

/** PATCH /api/v2/release/album/id/:id: submit validates the whole release on the server first. */
export function changeReleaseStatus(id: number, status: PartnerStatus): Promise<ReleaseDetail> {
  return apiClient.request<ReleaseDetail>(`/api/v2/release/album/id/${id}`, { method: 'PATCH', body: { status } });
}

export function useChangeReleaseStatusMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: PartnerStatus) => changeReleaseStatus(id, status),
    onSuccess: async (release) => {
      queryClient.setQueryData(releaseQueryKey(release.id), release);
      // Lists and counts elsewhere show the status too.
      await queryClient.invalidateQueries({ queryKey: ['release'], refetchType: 'none' });
    },
  });
}
