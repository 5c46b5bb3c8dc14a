import type { Article, ArticleCategory, Page } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface ArticleFilter {
  q: string;
  category: ArticleCategory | undefined;
  page: number;
  limit: number;
}

/** Partners read published articles; staff read every one. */
export type ContentDesk = 'partner' | 'ops';
const PATHS: Record<ContentDesk, string> = { partner: '/api/v2/informationcenter', ops: '/api/ops/informationcenter' };

/** GET a page of information-center articles matching the search. */
export function getArticles(desk: ContentDesk, filter: ArticleFilter): Promise<Page<Article>> {
  return apiClient.request<Page<Article>>(PATHS[desk], { query: { ...filter, q: filter.q || undefined } });
}

export function articlesQueryOptions(desk: ContentDesk, filter: ArticleFilter) {
  return queryOptions({
    queryKey: ['support', desk, 'articles', filter] as const,
    queryFn: () => getArticles(desk, filter),
  });
}

export function useArticlesQuery(desk: ContentDesk, filter: ArticleFilter) {
  return useQuery({ ...articlesQueryOptions(desk, filter), placeholderData: keepPreviousData });
}
