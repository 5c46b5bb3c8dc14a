import { CONFLICT_STATUSES } from '@irama/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listPageFilter } from '../../../lib/list-page-filter.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useConflictsQuery } from '../api/get-conflicts.ts';
import { useOpenConflict } from '../lib/use-open-conflict.ts';
import { CATALOG_PAGE_SIZE, CatalogListResults } from './catalog-list-results.tsx';
import { ConflictDrawer } from './conflict-drawer.tsx';
import { ConflictFilters } from './conflict-filters.tsx';
import { ConflictTable } from './conflict-table.tsx';

/** The company's YouTube conflict assets; `?conflict=<id>` opens one, so a notification can link to it. */
export function ConflictsTab() {
  const { t } = useTranslation();
  // Every status by default: the server lists the open ones first, nearest deadline on top.
  const params = useListParams(CONFLICT_STATUSES);
  const [openId, setOpen] = useOpenConflict();
  const conflicts = useConflictsQuery(listPageFilter(params, CATALOG_PAGE_SIZE));
  const isFiltered = params.search !== '' || params.status !== undefined;

  return (
    <Stack gap="md">
      <ConflictFilters params={params} />
      <CatalogListResults query={conflicts} params={params} isFiltered={isFiltered} keys="catalogs.conflicts">
        {(results) => (
          <ConflictTable
            conflicts={results}
            label={t('catalogs.conflicts.tableLabel')}
            onOpen={(conflict) => setOpen(conflict.id)}
          />
        )}
      </CatalogListResults>
      <ConflictDrawer id={openId} onClose={() => setOpen(null)} />
    </Stack>
  );
}
