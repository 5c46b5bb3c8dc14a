import { RELEASE_STATUSES, type CatalogSummary as Summary } from '@irama/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { ReleaseListFilters } from '../../../components/release/release-list-filters.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useCatalogReleasesQuery } from '../api/get-catalog-releases.ts';
import { CatalogReleaseTable } from './catalog-release-table.tsx';
import { CatalogSummary } from './catalog-summary.tsx';

const PAGE_SIZE = 20;

/** The releases in the stores (summary, search, status, pages). */
export function ReleasesTab({ summary }: { summary: Summary | undefined }) {
  const { t } = useTranslation();
  // A catalogue lists what reached the stores; the other statuses are one choice away.
  const params = useListParams(RELEASE_STATUSES, 'success');
  const releases = useCatalogReleasesQuery({
    search: params.search,
    page: params.page,
    limit: PAGE_SIZE,
    status: params.status,
  });
  const isFiltered = params.search !== '' || params.status !== 'success';
  return (
    <Stack gap="md">
      <CatalogSummary summary={summary} />
      <ReleaseListFilters params={params} keys="catalogue.releases" />
      <ListResults
        query={releases}
        page={params.page}
        limit={PAGE_SIZE}
        onPageChange={params.setPage}
        empty={
          <ListEmpty
            title={isFiltered ? t('catalogue.releases.emptyFilteredTitle') : t('catalogue.releases.emptyTitle')}
            description={
              isFiltered ? t('catalogue.releases.emptyFilteredDescription') : t('catalogue.releases.emptyDescription')
            }
            descriptionMaw={480}
          />
        }
      >
        {(results) => <CatalogReleaseTable releases={results} />}
      </ListResults>
    </Stack>
  );
}
