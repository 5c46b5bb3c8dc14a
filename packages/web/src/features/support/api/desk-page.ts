import type { Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type RequestOptions } from '../../../lib/api-client.ts';

/** Where support content is read: partners read their own or the published; staff read every one. */
export type Desk = 'partner' | 'ops';

/** The query options of one page of a desk's list (`list`, at `paths[desk]`): cached by the filter, sent as `query`. */
export function deskPageQueryOptions<R>(
  paths: Record<Desk, string>,
  desk: Desk,
  list: string,
  filter: object,
  query: RequestOptions['query'],
) {
  return queryOptions({
    queryKey: ['support', desk, list, filter] as const,
    queryFn: () => apiClient.request<Page<R>>(paths[desk], { query }),
  });
}

/** A page of a desk's list; the page before stays on screen while the next one loads. */
export function useDeskPageQuery<R>(options: ReturnType<typeof deskPageQueryOptions<R>>) {
  return useQuery({ ...options, placeholderData: keepPreviousData });
}
