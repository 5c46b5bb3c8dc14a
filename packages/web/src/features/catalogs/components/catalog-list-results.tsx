import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import type { ListParams } from '../../../lib/use-list-params.ts';

/** Rows per page of every catalogue list. */
export const CATALOG_PAGE_SIZE = 20;

interface CatalogListResultsProps<R> {
  query: { data: { results: readonly R[]; total: number } | undefined; error: unknown };
  params: Pick<ListParams<string, string>, 'page' | 'setPage' | 'clearFilters'>;
  /** Whether a search or filter narrows the list: its empty state then says how to widen it. */
  isFiltered: boolean;
  /** The tab's namespace holding its empty-state texts and `showAll`. */
  keys: 'catalogs.releases' | 'catalogs.assets' | 'catalogs.conflicts';
  children: (results: readonly R[]) => ReactNode;
}

/** A catalogue tab's page of results: the loader, the error, an empty state (with a way out when filtered), or the rows. */
export function CatalogListResults<R>({ query, params, isFiltered, keys, children }: CatalogListResultsProps<R>) {
  const { t } = useTranslation();
  return (
    <ListResults
      query={query}
      params={params}
      limit={CATALOG_PAGE_SIZE}
      empty={
        <ListEmpty
          title={t(isFiltered ? `${keys}.emptyFilteredTitle` : `${keys}.emptyTitle`)}
          description={t(isFiltered ? `${keys}.emptyFilteredDescription` : `${keys}.emptyDescription`)}
          descriptionMaw={480}
          action={
            isFiltered && (
              <Button variant="light" mt="md" onClick={params.clearFilters}>
                {t(`${keys}.showAll`)}
              </Button>
            )
          }
        />
      }
    >
      {children}
    </ListResults>
  );
}
