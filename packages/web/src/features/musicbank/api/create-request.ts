import type { CreateMusicbankRequest, MusicbankRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { MUSICBANK_QUERY_KEY } from './keys.ts';

/** POST /api/v2/musicbank/request: asks to record and release a song; staff then accept or decline. */
export function createRequest(body: CreateMusicbankRequest): Promise<MusicbankRequest> {
  return apiClient.request('/api/v2/musicbank/request', { method: 'POST', body });
}

/** The catalogue shows the company's request beside the song, and the lists gain it. */
export function useCreateRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MUSICBANK_QUERY_KEY }),
  });
}
