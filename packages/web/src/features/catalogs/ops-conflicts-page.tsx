import { CONFLICT_STATUSES, type OpsConflict } from '@irama/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { ListResults } from '../../components/list-page/list-results.tsx';
import { OpsCompanySelect } from '../../components/ops/company-select.tsx';
import { listPageFilter } from '../../lib/list-page-filter.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useOpsConflictsQuery } from './api/get-ops-conflicts.ts';
import { ConflictFilters } from './components/conflict-filters.tsx';
import { ConflictImportCard } from './components/conflict-import-card.tsx';
import { ConflictTable } from './components/conflict-table.tsx';
import { OpsConflictDrawer } from './components/ops-conflict-drawer.tsx';
import { useOpenConflict } from './lib/use-open-conflict.ts';

const PAGE_SIZE = 20;

/** /ops/conflicts (staff): every company's conflicts, appeals waiting for a decision first; and the CSV import. */
export default function OpsConflictsPage() {
  const { t } = useTranslation();
  // The page opens on what waits for staff: appeals.
  const params = useListParams(CONFLICT_STATUSES, 'appealed', ['company']);
  const companyId = Number(params.filters.company) || undefined;
  const [openId, setOpen] = useOpenConflict();
  const conflicts = useOpsConflictsQuery({ ...listPageFilter(params, PAGE_SIZE), company_id: companyId });

  return (
    <ListPage title={t('catalogs.ops.title')} subtitle={t('catalogs.ops.subtitle')} maw={1200}>
      <ConflictImportCard />
      <ConflictFilters params={params}>
        <OpsCompanySelect
          label={t('catalogs.ops.companyLabel')}
          allLabel={t('catalogs.ops.allCompanies')}
          value={companyId ? String(companyId) : undefined}
          onChange={(value) => params.setFilter('company', value)}
          nothingFoundMessage={t('catalogs.ops.noCompany')}
        />
      </ConflictFilters>
      <Stack gap="sm">
        <ListResults
          query={conflicts}
          params={params}
          limit={PAGE_SIZE}
          empty={<ListEmpty title={t('catalogs.ops.emptyTitle')} description={t('catalogs.ops.emptyDescription')} />}
        >
          {(results) => (
            <ConflictTable<OpsConflict>
              conflicts={results}
              label={t('catalogs.ops.tableLabel')}
              onOpen={(conflict) => setOpen(conflict.id)}
              showsDeadline={false}
              extraColumns={[{ header: t('catalogs.ops.columns.company'), cell: (conflict) => conflict.company_name }]}
            />
          )}
        </ListResults>
      </Stack>
      <OpsConflictDrawer id={openId} onClose={() => setOpen(null)} />
    </ListPage>
  );
}
