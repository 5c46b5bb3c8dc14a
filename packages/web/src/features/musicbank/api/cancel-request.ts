import type { MusicbankRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { MUSICBANK_QUERY_KEY } from './keys.ts';

/** POST /api/v2/musicbank/request/id/{id}/cancel: withdraws a request still on request or in need of action. */
export function cancelRequest(id: number): Promise<MusicbankRequest> {
  return apiClient.request(`/api/v2/musicbank/request/id/${id}/cancel`, { method: 'POST' });
}

/** Success or refusal (it closed meanwhile), the lists and the request are read again. */
export function useCancelRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MUSICBANK_QUERY_KEY }),
  });
}
