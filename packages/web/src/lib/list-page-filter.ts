import type { ListParams } from './use-list-params.ts';

/** What a searchable, status-filtered list asks the server for: the URL's search, status and page, `limit` a page. */
export function listPageFilter<S extends string>(
  params: Pick<ListParams<S, string>, 'search' | 'status' | 'page'>,
  limit: number,
) {
  return { search: params.search, status: params.status, page: params.page, limit };
}
