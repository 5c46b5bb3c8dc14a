import { CONFLICT_STATUSES } from '@irama/contracts';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useConflictsQuery } from '../api/get-conflicts.ts';
import { useOpenConflict } from '../lib/use-open-conflict.ts';
import { ConflictDrawer } from './conflict-drawer.tsx';
import { ConflictFilters } from './conflict-filters.tsx';
import { ConflictTable } from './conflict-table.tsx';

const PAGE_SIZE = 20;

/** The company's YouTube conflict assets; `?conflict=<id>` opens one, so a notification can link to it. */
export function ConflictsTab() {
  const { t } = useTranslation();
  // Every status by default: the server lists the open ones first, nearest deadline on top.
  const params = useListParams(CONFLICT_STATUSES);
  const [openId, setOpen] = useOpenConflict();
  const conflicts = useConflictsQuery({
    search: params.search,
    status: params.status,
    page: params.page,
    limit: PAGE_SIZE,
  });
  const isFiltered = params.search !== '' || params.status !== undefined;

  return (
    <Stack gap="md">
      <ConflictFilters params={params} />
      <ListResults
        query={conflicts}
        page={params.page}
        limit={PAGE_SIZE}
        onPageChange={params.setPage}
        empty={
          <ListEmpty
            title={isFiltered ? t('catalogue.conflicts.emptyFilteredTitle') : t('catalogue.conflicts.emptyTitle')}
            description={
              isFiltered ? t('catalogue.conflicts.emptyFilteredDescription') : t('catalogue.conflicts.emptyDescription')
            }
            descriptionMaw={480}
            action={
              isFiltered && (
                <Button variant="light" mt="md" onClick={params.clearFilters}>
                  {t('catalogue.conflicts.showAll')}
                </Button>
              )
            }
          />
        }
      >
        {(results) => (
          <ConflictTable
            conflicts={results}
            label={t('catalogue.conflicts.tableLabel')}
            onOpen={(conflict) => setOpen(conflict.id)}
          />
        )}
      </ListResults>
      <ConflictDrawer id={openId} onClose={() => setOpen(null)} />
    </Stack>
  );
}
