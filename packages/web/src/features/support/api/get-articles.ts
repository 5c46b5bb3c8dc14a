import type { Article, ArticleQuery } from '@irama/contracts';
import { type Desk, deskPageQueryOptions, useDeskPageQuery } from './desk-page.ts';

// Partners read published articles; staff read every one.
const PATHS: Record<Desk, string> = { partner: '/api/v2/informationcenter', ops: '/api/ops/informationcenter' };

/** A page of information-center articles matching the search (an empty one finds every article). */
export function articlesQueryOptions(desk: Desk, filter: ArticleQuery) {
  return deskPageQueryOptions<Article>(PATHS, desk, 'articles', filter, { ...filter, q: filter.q || undefined });
}

export function useArticlesQuery(desk: Desk, filter: ArticleQuery) {
  return useDeskPageQuery(articlesQueryOptions(desk, filter));
}
