import type { MusicbankItemInput, OpsMusicbankItem } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_ITEMS_QUERY_KEY } from './get-ops-items.ts';

/** POST /api/ops/musicbank/items, or PUT /items/{id} with an id (staff): adds or edits a song. */
export function saveItem({ id, body }: { id: number | null; body: MusicbankItemInput }): Promise<OpsMusicbankItem> {
  return id === null
    ? apiClient.request('/api/ops/musicbank/items', { method: 'POST', body })
    : apiClient.request(`/api/ops/musicbank/items/${id}`, { method: 'PUT', body });
}

export function useSaveItemMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_ITEMS_QUERY_KEY }),
  });
}
