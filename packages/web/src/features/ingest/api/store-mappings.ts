import type { SavedStoreMapping, StoreColumnMapping } from '@irama/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { INGEST_QUERY_KEY } from './get-runs.ts';

const MAPPINGS_KEY = [...INGEST_QUERY_KEY, 'store-mappings'] as const;
const pathOf = (store: string) => `/api/ops/ingest/store-mappings/${encodeURIComponent(store)}`;

/** GET /api/ops/ingest/store-mappings (staff): every store's saved column mapping. */
export function useStoreMappingsQuery() {
  return useQuery({
    queryKey: MAPPINGS_KEY,
    queryFn: () => apiClient.request<{ results: SavedStoreMapping[] }>('/api/ops/ingest/store-mappings'),
  });
}

/** PUT /api/ops/ingest/store-mappings/:store (staff): creates or replaces a store's mapping. */
export function useSaveStoreMappingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mapping: StoreColumnMapping) =>
      apiClient.request<StoreColumnMapping>(pathOf(mapping.store), { method: 'PUT', body: mapping }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MAPPINGS_KEY }),
  });
}

/** DELETE /api/ops/ingest/store-mappings/:store (staff). */
export function useDeleteStoreMappingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (store: string) => apiClient.request<void>(pathOf(store), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MAPPINGS_KEY }),
  });
}
