import type { MusicbankItem } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { MUSICBANK_QUERY_KEY } from './keys.ts';

/** GET /api/v2/musicbank/info/id/{id}: one song with its lyrics, terms and signed demo. */
export function getItem(id: number): Promise<MusicbankItem> {
  return apiClient.request(`/api/v2/musicbank/info/id/${id}`);
}

export function itemQueryOptions(id: number) {
  return queryOptions({ queryKey: [...MUSICBANK_QUERY_KEY, 'item', id] as const, queryFn: () => getItem(id) });
}

/** The song of `?item=`, read only while one is open. */
export function useItemQuery(id: number | null) {
  return useQuery({ ...itemQueryOptions(id ?? 0), enabled: id !== null });
}
