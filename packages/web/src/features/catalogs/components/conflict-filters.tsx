import { CONFLICT_STATUSES, type ConflictStatus } from '@irama/contracts';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../components/list-page/list-search.tsx';
import { ListSelect } from '../../../components/list-page/list-select.tsx';
import type { ListParams } from '../../../lib/use-list-params.ts';

type Params = Pick<ListParams<ConflictStatus>, 'status' | 'setStatus' | 'searchInput' | 'setSearchInput'>;

/** A conflict list's filter row: the status, anything a list adds (the company, for staff), then the search box. */
export function ConflictFilters({ params, children }: { params: Params; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end">
      <ListSelect<ConflictStatus>
        label={t('catalogs.conflicts.statusLabel')}
        allLabel={t('catalogs.conflicts.allStatuses')}
        options={CONFLICT_STATUSES.map((status) => ({
          value: status,
          label: t(`catalogs.conflicts.status.${status}.label`),
        }))}
        value={params.status}
        onChange={params.setStatus}
        w={{ base: '100%', xs: 220 }}
      />
      {children}
      <ListSearch
        params={params}
        label={t('catalogs.conflicts.searchLabel')}
        placeholder={t('catalogs.conflicts.searchPlaceholder')}
        w={{ base: '100%', xs: 360 }}
      />
    </Group>
  );
}
