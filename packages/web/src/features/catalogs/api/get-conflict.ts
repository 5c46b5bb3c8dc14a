import type { ConflictDetail } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v2/catalogs/conflict/id/{id}: one conflict with its history, oldest step first. */
export function getConflict(id: number): Promise<ConflictDetail> {
  return apiClient.request<ConflictDetail>(`/api/v2/catalogs/conflict/id/${id}`);
}

export function conflictQueryOptions(id: number) {
  return queryOptions({ queryKey: ['catalogs', 'conflict', id] as const, queryFn: () => getConflict(id) });
}

export function useConflictQuery(id: number | null) {
  return useQuery({ ...conflictQueryOptions(id ?? 0), enabled: id !== null });
}
