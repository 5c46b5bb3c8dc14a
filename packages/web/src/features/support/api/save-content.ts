import type { SaveArticle, SaveChangelog, SaveStore } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The staff-kept lists, by their path under /api/ops. */
export type ContentKind = 'informationcenter' | 'dsplist' | 'changelog';
type Bodies = { informationcenter: SaveArticle; dsplist: SaveStore; changelog: SaveChangelog };

/** POST a new item, or PUT over an existing one (staff). */
export function saveContent<K extends ContentKind>(kind: K, input: { id: number | null; body: Bodies[K] }) {
  const path = input.id === null ? `/api/ops/${kind}` : `/api/ops/${kind}/${input.id}`;
  return apiClient.request<unknown>(path, { method: input.id === null ? 'POST' : 'PUT', body: input.body });
}

/** DELETE an item (staff). */
export function deleteContent(kind: ContentKind, id: number): Promise<void> {
  return apiClient.request<void>(`/api/ops/${kind}/${id}`, { method: 'DELETE' });
}

export function useSaveContentMutation<K extends ContentKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; body: Bodies[K] }) => saveContent(kind, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['support'] }),
  });
}

export function useDeleteContentMutation(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContent(kind, id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['support'] }),
  });
}
