import type { OpsConflict, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { ConflictListFilter } from './get-conflicts.ts';

/** Staff filter every company's conflicts as a partner filters their own, and by company. */
export type OpsConflictFilter = ConflictListFilter & { company_id?: number | undefined };

/** GET /api/ops/conflicts (staff): every company's conflicts, with the company's name. */
export function getOpsConflicts(filter: OpsConflictFilter): Promise<Page<OpsConflict>> {
  return apiClient.request<Page<OpsConflict>>('/api/ops/conflicts', { query: { ...filter } });
}

export function opsConflictsQueryOptions(filter: OpsConflictFilter) {
  return queryOptions({ queryKey: ['ops-conflicts', 'list', filter] as const, queryFn: () => getOpsConflicts(filter) });
}

export function useOpsConflictsQuery(filter: OpsConflictFilter) {
  return useQuery({ ...opsConflictsQueryOptions(filter), placeholderData: keepPreviousData });
}
