import type { ReleaseDetail } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { opsReleaseQueryKey } from './get-ops-release.ts';

/** The moves staff make (SPEC §4): review, deliver, reject with errors, take down. */
export type StaffStatus = 'on_progress' | 'success' | 'rejected' | 'taken_down';

export interface StaffStatusChange {
  status: StaffStatus;
  /** Field key (`album.cover_art`, `tracks.0.lyrics`) → what the owner must fix. */
  errors?: Record<string, string>;
  note?: string;
}

/** POST /api/ops/releases/:id/status: moves the release and leaves the owner a notification. */
export function changeOpsReleaseStatus(id: number, change: StaffStatusChange): Promise<ReleaseDetail> {
  return apiClient.request<ReleaseDetail>(`/api/ops/releases/${id}/status`, { method: 'POST', body: change });
}

export function useChangeOpsReleaseStatusMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffStatusChange) => changeOpsReleaseStatus(id, change),
    onSuccess: async (release) => {
      queryClient.setQueryData(opsReleaseQueryKey(release.id), release);
      await queryClient.invalidateQueries({ queryKey: ['ops', 'releases', 'list'] });
    },
  });
}
