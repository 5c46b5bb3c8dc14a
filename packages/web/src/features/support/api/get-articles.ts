import type { Article, ArticleCategory } from '@irama/contracts';
import { type Desk, deskPageQueryOptions, useDeskPageQuery } from './desk-page.ts';

export interface ArticleFilter {
  q: string;
  category: ArticleCategory | undefined;
  page: number;
  limit: number;
}

/** Partners read published articles; staff read every one. */
export type ContentDesk = Desk;
const PATHS: Record<ContentDesk, string> = { partner: '/api/v2/informationcenter', ops: '/api/ops/informationcenter' };

/** A page of information-center articles matching the search. */
export function articlesQueryOptions(desk: ContentDesk, filter: ArticleFilter) {
  return deskPageQueryOptions<Article>(PATHS, desk, 'articles', filter, { ...filter, q: filter.q || undefined });
}

export function useArticlesQuery(desk: ContentDesk, filter: ArticleFilter) {
  return useDeskPageQuery(articlesQueryOptions(desk, filter));
}
