import type { Conflict, ConflictStatus, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface ConflictListFilter {
  search: string;
  status?: ConflictStatus | undefined;
  page: number;
  limit: number;
}

/** GET /api/v2/catalogs/conflict: the company's conflict assets, open ones first by deadline. */
export function getConflicts(filter: ConflictListFilter): Promise<Page<Conflict>> {
  return apiClient.request<Page<Conflict>>('/api/v2/catalogs/conflict', { query: { ...filter } });
}

export function conflictsQueryOptions(filter: ConflictListFilter) {
  return queryOptions({ queryKey: ['catalogs', 'conflicts', filter] as const, queryFn: () => getConflicts(filter) });
}

export function useConflictsQuery(filter: ConflictListFilter) {
  return useQuery({ ...conflictsQueryOptions(filter), placeholderData: keepPreviousData });
}
