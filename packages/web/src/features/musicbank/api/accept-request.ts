import type { AcceptMusicbankRequest, OpsMusicbankRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_MUSICBANK_QUERY_KEY } from './keys.ts';

/** POST /api/ops/musicbank/requests/{id}/accept (staff): the final fee and terms the partner then pays for. */
export function acceptRequest({
  id,
  body,
}: {
  id: number;
  body: AcceptMusicbankRequest;
}): Promise<OpsMusicbankRequest> {
  return apiClient.request(`/api/ops/musicbank/requests/${id}/accept`, { method: 'POST', body });
}

export function useAcceptRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPS_MUSICBANK_QUERY_KEY }),
  });
}
