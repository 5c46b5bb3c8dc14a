import type { ConflictStatus, OpsConflict, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface OpsConflictFilter {
  search: string;
  status?: ConflictStatus | undefined;
  page: number;
  limit: number;
}

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
