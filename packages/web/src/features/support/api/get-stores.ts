import type { Store } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { Desk } from './desk-page.ts';

const PATHS: Record<Desk, string> = { partner: '/api/v2/dsplist', ops: '/api/ops/dsplist' };

/** GET the DSP list in its order. */
export function getStores(desk: Desk): Promise<Store[]> {
  return apiClient.request<Store[]>(PATHS[desk]);
}

export function storesQueryOptions(desk: Desk) {
  return queryOptions({ queryKey: ['support', desk, 'stores'] as const, queryFn: () => getStores(desk) });
}

export function useStoresQuery(desk: Desk) {
  return useQuery(storesQueryOptions(desk));
}
