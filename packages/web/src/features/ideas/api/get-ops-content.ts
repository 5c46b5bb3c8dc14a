import type { IdeaContentKind, IdeaContentPage } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const OPS_CONTENT_QUERY_KEY = ['ops', 'ideas', 'content'] as const;

/** GET /api/ops/ideas/content (staff): every piece of content, of one kind or all, whatever its dates. */
export function getOpsContent(kind: IdeaContentKind | null, page: number): Promise<IdeaContentPage> {
  const search = new URLSearchParams({ page: String(page), limit: '20', ...(kind ? { kind } : {}) });
  return apiClient.request<IdeaContentPage>(`/api/ops/ideas/content?${search}`);
}

export function opsContentQueryOptions(kind: IdeaContentKind | null, page: number) {
  return queryOptions({
    queryKey: [...OPS_CONTENT_QUERY_KEY, kind, page] as const,
    queryFn: () => getOpsContent(kind, page),
    placeholderData: keepPreviousData,
  });
}

export function useOpsContentQuery(kind: IdeaContentKind | null, page: number) {
  return useQuery(opsContentQueryOptions(kind, page));
}
