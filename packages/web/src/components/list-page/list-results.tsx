import type { ReactNode } from 'react';
import type { ListParams } from '../../lib/use-list-params.ts';
import { QueryState } from '../query-state.tsx';
import { ListPagination } from './list-pagination.tsx';

interface ListResultsProps<R> {
  /** The list's query: a page of results once loaded, or why it failed. */
  query: { data: { results: readonly R[]; total: number } | undefined; error: unknown };
  /** The list's place, usually the page's `useListParams`. */
  params: Pick<ListParams<string, string>, 'page' | 'setPage'>;
  limit: number;
  /** Shown when the page has no results. */
  empty: ReactNode;
  /** The results as the page lays them out (a `ListTable`, cards…). */
  children: (results: readonly R[]) => ReactNode;
}

/** A paged list's body: the loader or the error, the empty state, or the results and their pagination. */
export function ListResults<R>({ query, params, limit, empty, children }: ListResultsProps<R>) {
  if (!query.data) return <QueryState error={query.error} />;
  if (query.data.results.length === 0) return <>{empty}</>;
  return (
    <>
      {children(query.data.results)}
      <ListPagination page={params.page} limit={limit} total={query.data.total} onChange={params.setPage} />
    </>
  );
}
