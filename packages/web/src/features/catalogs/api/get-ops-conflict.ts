import type { ConflictDetail } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A conflict as staff see it: its detail and history, and whose it is. */
export type OpsConflictDetail = ConflictDetail & { company_id: number; company_name: string };

/** GET /api/ops/conflicts/id/{id} (staff). */
export function getOpsConflict(id: number): Promise<OpsConflictDetail> {
  return apiClient.request<OpsConflictDetail>(`/api/ops/conflicts/id/${id}`);
}

export function opsConflictQueryOptions(id: number) {
  return queryOptions({ queryKey: ['ops-conflicts', 'detail', id] as const, queryFn: () => getOpsConflict(id) });
}

export function useOpsConflictQuery(id: number | null) {
  return useQuery({ ...opsConflictQueryOptions(id ?? 0), enabled: id !== null });
}
