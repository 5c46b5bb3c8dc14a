import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/ops/releases/:id/ddex (staff): the DDEX ERN file written on submit, saved as a download. */
export function downloadOpsReleaseDdex(id: number): Promise<void> {
  return apiClient.download(`/api/ops/releases/${id}/ddex`, `release-${id}-ern.xml`);
}

export function useDownloadOpsReleaseDdexMutation(id: number) {
  return useMutation({ mutationFn: () => downloadOpsReleaseDdex(id) });
}
