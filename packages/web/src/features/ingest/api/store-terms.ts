import type { StoreTerms } from '@irama/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { INGEST_QUERY_KEY } from './get-runs.ts';

const STORES_KEY = [...INGEST_QUERY_KEY, 'stores'] as const;

/** GET /api/ops/ingest/stores (staff): every store with analytics, reports or terms, and whether it pays. */
export function useStoreTermsQuery() {
  return useQuery({
    queryKey: STORES_KEY,
    queryFn: () => apiClient.request<{ results: StoreTerms[] }>('/api/ops/ingest/stores'),
  });
}

/** PUT /api/ops/ingest/stores/:store (staff): whether the store pays for streams. */
export function useSaveStoreTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ store, isMonetised }: { store: string; isMonetised: boolean }) =>
      apiClient.request<StoreTerms>(`/api/ops/ingest/stores/${encodeURIComponent(store)}`, {
        method: 'PUT',
        body: { is_monetised: isMonetised },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STORES_KEY }),
  });
}
