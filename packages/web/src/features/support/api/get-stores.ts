import type { Store } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { ContentDesk } from './get-articles.ts';

const PATHS: Record<ContentDesk, string> = { partner: '/api/v2/dsplist', ops: '/api/ops/dsplist' };

/** GET the DSP list in its order. */
export function getStores(desk: ContentDesk): Promise<Store[]> {
  return apiClient.request<Store[]>(PATHS[desk]);
}

export function storesQueryOptions(desk: ContentDesk) {
  return queryOptions({ queryKey: ['support', desk, 'stores'] as const, queryFn: () => getStores(desk) });
}

export function useStoresQuery(desk: ContentDesk) {
  return useQuery(storesQueryOptions(desk));
}
