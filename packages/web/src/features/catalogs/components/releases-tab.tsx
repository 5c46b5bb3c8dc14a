import { RELEASE_STATUSES, type CatalogSummary as Summary } from '@irama/contracts';
import { Stack } from '@mantine/core';
import { ReleaseListFilters } from '../../../components/release/release-list-filters.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useCatalogReleasesQuery } from '../api/get-catalog-releases.ts';
import { CATALOG_PAGE_SIZE, CatalogListResults } from './catalog-list-results.tsx';
import { CatalogReleaseTable } from './catalog-release-table.tsx';
import { CatalogSummary } from './catalog-summary.tsx';

/** The releases in the stores (summary, search, status, pages). */
export function ReleasesTab({ summary }: { summary: Summary | undefined }) {
  // A catalogue lists what reached the stores; the other statuses are one choice away.
  const params = useListParams(RELEASE_STATUSES, 'success');
  const releases = useCatalogReleasesQuery({
    search: params.search,
    page: params.page,
    limit: CATALOG_PAGE_SIZE,
    status: params.status,
  });
  const isFiltered = params.search !== '' || params.status !== 'success';
  return (
    <Stack gap="md">
      <CatalogSummary summary={summary} />
      <ReleaseListFilters params={params} keys="catalogs.releases" />
      <CatalogListResults query={releases} params={params} isFiltered={isFiltered} keys="catalogs.releases">
        {(results) => <CatalogReleaseTable releases={results} />}
      </CatalogListResults>
    </Stack>
  );
}
