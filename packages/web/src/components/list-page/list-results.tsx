import type { ReactNode } from 'react';
import { QueryState } from '../query-state.tsx';
import { ListPagination } from './list-pagination.tsx';

interface ListResultsProps<R> {
  /** The list's query: a page of results once loaded, or why it failed. */
  query: { data: { results: readonly R[]; total: number } | undefined; error: unknown };
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  /** Shown when the page has no results. */
  empty: ReactNode;
  /** The results as the page lays them out (a `ListTable`, cards…). */
  children: (results: readonly R[]) => ReactNode;
}

/** A paged list's body: the loader or the error, the empty state, or the results and their pagination. */
export function ListResults<R>({ query, page, limit, onPageChange, empty, children }: ListResultsProps<R>) {
  if (!query.data) return <QueryState error={query.error} />;
  if (query.data.results.length === 0) return <>{empty}</>;
  return (
    <>
      {children(query.data.results)}
      <ListPagination page={page} limit={limit} total={query.data.total} onChange={onPageChange} />
    </>
  );
}
