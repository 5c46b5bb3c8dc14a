import type { OpsMusicbankItem, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { OPS_MUSICBANK_QUERY_KEY } from './keys.ts';

export interface OpsItemsFilter {
  page: number;
  limit: number;
  search?: string | undefined;
}

export const OPS_ITEMS_QUERY_KEY = [...OPS_MUSICBANK_QUERY_KEY, 'items'] as const;

/** GET /api/ops/musicbank/items (staff): every song, listed or not, with how often it was asked for. */
export function getOpsItems(filter: OpsItemsFilter): Promise<Page<OpsMusicbankItem>> {
  return apiClient.request('/api/ops/musicbank/items', { query: { ...filter } });
}

export function opsItemsQueryOptions(filter: OpsItemsFilter) {
  return queryOptions({ queryKey: [...OPS_ITEMS_QUERY_KEY, filter] as const, queryFn: () => getOpsItems(filter) });
}

export function useOpsItemsQuery(filter: OpsItemsFilter) {
  return useQuery({ ...opsItemsQueryOptions(filter), placeholderData: keepPreviousData });
}
