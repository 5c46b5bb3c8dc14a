import type { DeclineMusicbankRequest, OpsMusicbankRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_MUSICBANK_QUERY_KEY } from './keys.ts';

/** POST /api/ops/musicbank/requests/{id}/decline (staff): closes a request with the reason the partner reads. */
export function declineRequest({
  id,
  body,
}: {
  id: number;
  body: DeclineMusicbankRequest;
}): Promise<OpsMusicbankRequest> {
  return apiClient.request(`/api/ops/musicbank/requests/${id}/decline`, { method: 'POST', body });
}

export function useDeclineRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPS_MUSICBANK_QUERY_KEY }),
  });
}
